import { findLanguage } from "@bible/canon";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { ChevronLeftIcon, ChevronRightIcon, SearchIcon, SearchXIcon } from "lucide-react";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { CardsSkeleton } from "@/components/cards-skeleton";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { PACK_SEARCH_KEY, packPage, searchPacks } from "@/features/offline/pack-search";
import { useReadingPreferences } from "@/features/preferences/reading-preferences";
import { bookName } from "@/lib/book-name";
import { readApiError } from "@/lib/errors";
import { queryReference } from "@/lib/reference-target";
import { type RouterOutputs, trpc } from "@/lib/trpc";
import { useOnline } from "@/lib/use-online";
import { cn } from "@/lib/utils";
import { highlightParts, type SearchParams } from "./search-params";

const PAGE_SIZE = 20;
const ALL = "all";

type VersesResult = Extract<RouterOutputs["search"]["query"], { kind: "verses" }>;
type Hit = VersesResult["hits"][number];

/** /recherche: the verses that match the query, ranked, with their books and counts, filters and pages. */
export function SearchPage({ params }: { params: SearchParams }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const language = findLanguage(i18n.language)?.id ?? "french";
  const { q, page = 1, testament, book, version } = params;
  // The reader's columns rank first, then the other versions of the interface language, then the rest.
  const reading = useReadingPreferences();
  const { selectedLanguages, languageVersionMap } = reading.preferences;
  const versions = selectedLanguages.flatMap((id) => languageVersionMap[id] ?? []);
  const online = useOnline();
  const query = trpc.search.query.useQuery(
    { q, language, versions, page, pageSize: PAGE_SIZE, testament, book, version },
    { enabled: q.trim() !== "" && reading.ready && online },
  );
  // Without the network, a reference is read here as the server reads it (in the interface language first) and
  // opens the passage, which the reader takes from a downloaded version.
  const offlineReference = useMemo(
    () => (online ? undefined : queryReference(q, i18n.language)),
    [online, q, i18n.language],
  );
  // Anything else searches the versions downloaded on this device, once for the query (its key holds no page): a
  // page is a slice of its matches.
  const matches = useQuery({
    queryKey: [PACK_SEARCH_KEY, q, testament, book, version],
    queryFn: () => searchPacks({ q, testament, book, version }),
    enabled: q.trim() !== "" && !online && offlineReference === undefined,
    // Thousands of verses for a common word: kept as read, not compared with the previous answer.
    structuralSharing: false,
  });
  const packs = useMemo(
    () => (matches.data ? packPage(matches.data, page, PAGE_SIZE) : undefined),
    [matches.data, page],
  );
  const catalog = trpc.bible.versions.useQuery({ language });
  const set = (next: Partial<SearchParams>) =>
    navigate({ to: "/recherche", search: { ...params, page: undefined, ...next } });

  // A reference typed in a link or the address bar opens the reader there.
  const onlineReference = query.data?.kind === "reference" ? query.data.reference : undefined;
  const reference = online ? onlineReference : offlineReference === "invalid" ? undefined : offlineReference;
  useEffect(() => {
    if (!reference) return;
    void navigate({
      to: "/lire",
      search: { book: reference.book, chapter: reference.chapter, verse: reference.verse },
      replace: true,
    });
  }, [reference, navigate]);

  const error = online && query.isError ? readApiError(query.error) : undefined;
  const result = online ? (query.data?.kind === "verses" ? query.data : undefined) : (packs?.result ?? undefined);
  const pending = online ? query.isPending : offlineReference === undefined && matches.isPending;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("search.title")}</h1>
        {q ? (
          <p className="text-sm text-muted-foreground" data-testid="search-summary">
            {result
              ? result.mode === "strongs"
                ? t("search.strongsSummary", { count: result.total, strongs: result.strongs ?? q })
                : t("search.summary", { count: result.total, q })
              : t("search.searching", { q })}
          </p>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Select
          value={testament ?? ALL}
          onValueChange={(v) => set({ testament: v === "OT" || v === "NT" ? v : undefined })}
        >
          <SelectTrigger className="w-48" aria-label={t("search.filter.testament")}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t("search.filter.allTestaments")}</SelectItem>
            <SelectItem value="OT">{t("search.filter.oldTestament")}</SelectItem>
            <SelectItem value="NT">{t("search.filter.newTestament")}</SelectItem>
          </SelectContent>
        </Select>
        <Select value={version ?? ALL} onValueChange={(v) => set({ version: v === ALL ? undefined : v })}>
          <SelectTrigger className="w-56" aria-label={t("search.filter.version")}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t("search.filter.allVersions")}</SelectItem>
            {(catalog.data ?? [])
              .filter((v) => v.installed)
              .map((v) => (
                <SelectItem key={v.code} value={v.code}>
                  {v.code} — {v.name}
                </SelectItem>
              ))}
            {version && !catalog.data?.some((v) => v.code === version) ? (
              <SelectItem value={version}>{version}</SelectItem>
            ) : null}
          </SelectContent>
        </Select>
        {book ? (
          <Button variant="outline" size="sm" onClick={() => set({ book: undefined })}>
            {t("search.filter.allBooks")}
          </Button>
        ) : null}
      </div>

      {!online && q && packs?.result ? (
        <p className="text-sm text-muted-foreground" role="note" data-testid="search-packs-note">
          {t("search.packs.note", { versions: packs.versions.join(", ") })}
        </p>
      ) : null}

      {!q ? (
        <EmptyState icon={SearchIcon} title={t("search.emptyQuery.title")} text={t("search.emptyQuery.text")} />
      ) : offlineReference === "invalid" ? (
        <EmptyState
          icon={SearchXIcon}
          title={t("search.badQuery.title")}
          text={t("errors.badReference", { reference: q })}
        />
      ) : !online && packs && !packs.result ? (
        <EmptyState icon={SearchXIcon} title={t("search.packs.none.title")} text={t("search.packs.none.text")}>
          <Button asChild variant="outline" size="sm">
            <Link to="/hors-ligne">{t("offline.packsLink")}</Link>
          </Button>
        </EmptyState>
      ) : pending || reference ? (
        <CardsSkeleton count={3} className="h-24" />
      ) : error ? (
        error.code === "BAD_REQUEST" ? (
          <EmptyState icon={SearchXIcon} title={t("search.badQuery.title")} text={error.message} />
        ) : (
          <LoadError onRetry={() => query.refetch()} />
        )
      ) : result && result.total === 0 ? (
        <EmptyState icon={SearchXIcon} title={t("search.noResults.title")} text={t("search.noResults.text")} />
      ) : result ? (
        <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
          <nav aria-label={t("search.books")} className="flex flex-col gap-1">
            <h2 className="text-sm font-semibold text-muted-foreground">{t("search.books")}</h2>
            <ul className="flex flex-wrap gap-1 md:flex-col" data-testid="search-books">
              {result.books.map((b) => (
                <li key={b.bookId}>
                  <button
                    type="button"
                    onClick={() => set({ book: book === b.book ? undefined : b.book })}
                    aria-pressed={book === b.book}
                    className={cn(
                      "flex w-full items-center justify-between gap-2 rounded-md px-2 py-1 text-start text-sm hover:bg-accent",
                      book === b.book && "bg-accent font-medium",
                    )}
                  >
                    <span>{bookName(b.bookId, i18n.language)}</span>
                    <Badge variant="secondary">{b.count}</Badge>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-col gap-3">
            <ol className="flex flex-col gap-3" data-testid="search-results">
              {result.hits.map((hit) => (
                <li key={`${hit.version}-${hit.bookId}-${hit.chapter}-${hit.verse}`}>
                  <SearchHitCard hit={hit} />
                </li>
              ))}
            </ol>
            <Pager result={result} onPage={(next) => set({ page: next === 1 ? undefined : next })} />
          </div>
        </div>
      ) : null}
    </div>
  );
}

function SearchHitCard({ hit }: { hit: Hit }) {
  const { i18n } = useTranslation();
  const place = `${bookName(hit.bookId, i18n.language)} ${hit.chapter}:${hit.verse}`;
  return (
    <Card>
      <CardContent className="flex flex-col gap-2 p-4">
        <div className="flex items-center justify-between gap-2">
          <Link
            to="/lire"
            search={{ book: hit.book, chapter: hit.chapter, verse: hit.verse }}
            className="font-semibold text-primary underline-offset-4 hover:underline"
            data-testid="search-hit-link"
          >
            {place}
          </Link>
          <Badge variant="outline">{hit.version}</Badge>
        </div>
        <p className="leading-relaxed" dir="auto">
          {highlightParts(hit.text, hit.highlights).map((part, index) =>
            part.match ? (
              <mark key={index} className="rounded bg-primary/15 px-0.5 text-foreground">
                {part.text}
              </mark>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </p>
      </CardContent>
    </Card>
  );
}

function Pager({ result, onPage }: { result: VersesResult; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  if (pages === 1) return null;
  return (
    <nav aria-label={t("search.pages")} className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={result.page <= 1} onClick={() => onPage(result.page - 1)}>
        <ChevronLeftIcon className="rtl:rotate-180" aria-hidden="true" />
        {t("search.previous")}
      </Button>
      <span className="text-sm text-muted-foreground">{t("search.page", { page: result.page, pages })}</span>
      <Button variant="outline" size="sm" disabled={result.page >= pages} onClick={() => onPage(result.page + 1)}>
        {t("search.next")}
        <ChevronRightIcon className="rtl:rotate-180" aria-hidden="true" />
      </Button>
    </nav>
  );
}
