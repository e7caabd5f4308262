import { bookByNumber, findLanguage, type Language, localizedBookName } from "@bible/canon";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ListIcon } from "lucide-react";
import { Fragment, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { occurrencePage, packOccurrences } from "@/features/offline/pack-occurrences";
import { readApiError } from "@/lib/errors";
import { type RouterOutputs, trpc } from "@/lib/trpc";
import { useOnline } from "@/lib/use-online";

type OccurrencePage = RouterOutputs["bible"]["occurrences"];
type OccurrenceItem = OccurrencePage["items"][number];

const PAGE_SIZE = 20;

/**
 * 'Autres occurrences': the verses where the same original word (Strong's number) occurs, in the reader's own
 * version with the aligned words highlighted, each a link into /lire; twenty at a time. Without the network, read
 * from that version's pack when it is downloaded on this device (issue 34).
 */
export function Occurrences({
  strongs,
  reader,
  onNavigate,
}: {
  strongs: string;
  reader: Language | undefined;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(0);
  if (pages === 0) {
    return (
      <div>
        <Button variant="outline" size="sm" onClick={() => setPages(1)} data-testid="word-occurrences-open">
          <ListIcon aria-hidden="true" />
          {t("word.occurrences")}
        </Button>
      </div>
    );
  }
  return (
    <section className="flex flex-col gap-2" aria-label={t("word.occurrences")} data-testid="word-occurrences">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t("word.occurrences")}</h3>
      <ol className="flex max-h-72 flex-col gap-2 overflow-y-auto pe-1">
        {Array.from({ length: pages }, (_, i) => (
          <OccurrencesPage
            key={i}
            strongs={strongs}
            reader={reader}
            page={i + 1}
            last={i + 1 === pages}
            onMore={() => setPages(pages + 1)}
            onNavigate={onNavigate}
          />
        ))}
      </ol>
    </section>
  );
}

function OccurrencesPage({
  strongs,
  reader,
  page,
  last,
  onMore,
  onNavigate,
}: {
  strongs: string;
  reader: Language | undefined;
  page: number;
  last: boolean;
  onMore: () => void;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const language = reader?.id ?? "french";
  const online = useOnline();
  const query = trpc.bible.occurrences.useQuery({ strongs, language, page, pageSize: PAGE_SIZE }, { enabled: online });
  const offline = !online || (query.isError && readApiError(query.error).code === "NETWORK");
  // Offline: every occurrence in the downloaded version, read once for the word (its key holds no page).
  const packs = useQuery({
    queryKey: ["pack-occurrences", strongs, language],
    queryFn: () => packOccurrences(strongs, language),
    enabled: offline,
    networkMode: "always",
    structuralSharing: false,
  });
  const fromPack = useMemo(
    () => (packs.data === undefined ? undefined : occurrencePage(strongs, packs.data, page, PAGE_SIZE)),
    [packs.data, strongs, page],
  );
  if (offline ? packs.isError : query.isError) {
    return <li className="text-sm text-muted-foreground">{t("word.occurrencesFailed")}</li>;
  }
  if (offline && fromPack === null) {
    return (
      <li className="text-sm text-muted-foreground" data-testid="word-occurrences-offline">
        {t("word.occurrencesOffline")}
      </li>
    );
  }
  const data = offline ? fromPack : query.data;
  if (!data) {
    return (
      <li className="flex flex-col gap-2" aria-busy="true">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </li>
    );
  }
  const shownLanguage = findLanguage(data.language);
  const more = last && data.page * data.pageSize < data.total;
  return (
    <>
      {page === 1 ? (
        <li className="text-xs text-muted-foreground">
          {data.version === null
            ? t("word.occurrencesNoVersion")
            : data.total === 0
              ? t("word.occurrencesNone")
              : t("word.occurrencesTotal", { total: data.total, version: data.version })}
          {data.pending ? ` ${t("word.occurrencesPending")}` : ""}
        </li>
      ) : null}
      {data.items.map((item) => (
        <OccurrenceRow
          key={`${item.book}.${item.chapter}.${item.verse}`}
          item={item}
          language={shownLanguage}
          onNavigate={onNavigate}
        />
      ))}
      {more ? (
        <li>
          <Button variant="link" size="sm" className="h-auto px-0" onClick={onMore} data-testid="word-occurrences-more">
            {t("word.occurrencesMore")}
          </Button>
        </li>
      ) : null}
    </>
  );
}

function OccurrenceRow({
  item,
  language,
  onNavigate,
}: {
  item: OccurrenceItem;
  language: Language | undefined;
  onNavigate: () => void;
}) {
  const { t, i18n } = useTranslation();
  const book = bookByNumber(item.book);
  const reference = `${localizedBookName(book, i18n.language.slice(0, 2))} ${item.chapter}:${item.verse}`;
  return (
    <li className="rounded-md border p-2 text-sm" data-testid="word-occurrence">
      <Link
        to="/lire"
        search={{ book: book.english, chapter: item.chapter }}
        onClick={onNavigate}
        className="text-xs font-semibold text-primary underline-offset-2 hover:underline"
      >
        {reference}
      </Link>
      {item.text === null ? (
        <p className="text-muted-foreground italic">{t("word.occurrencesVerseMissing")}</p>
      ) : (
        <p lang={language?.code} dir={language?.dir} className="font-serif">
          <Highlighted text={item.text} highlights={item.highlights} />
        </p>
      )}
    </li>
  );
}

/** The verse with its aligned words in <mark>. */
function Highlighted({ text, highlights }: { text: string; highlights: OccurrenceItem["highlights"] }) {
  const parts: { text: string; marked: boolean; at: number }[] = [];
  let at = 0;
  for (const { start, end } of highlights) {
    if (start < at || end > text.length) continue;
    if (start > at) parts.push({ text: text.slice(at, start), marked: false, at });
    parts.push({ text: text.slice(start, end), marked: true, at: start });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false, at });
  return (
    <>
      {parts.map((part) =>
        part.marked ? (
          <mark key={part.at} className="rounded-sm bg-primary/15 px-0.5 text-foreground">
            {part.text}
          </mark>
        ) : (
          <Fragment key={part.at}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
