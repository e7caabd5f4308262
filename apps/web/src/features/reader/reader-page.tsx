import { findLanguage, localizedBookName } from "@bible/canon";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton";
import { trpc } from "@/lib/trpc";
import { classifyChapterError } from "./chapter-error";
import { ChapterText, type ColumnState, type ParallelView } from "./chapter-text";
import { ExplanationCard } from "./explanation-card";
import { setLanguageVersion } from "./language-selection";
import { LanguageSelector } from "./language-selector";
import type { ReaderPosition } from "./navigation";
import { NavigationCard } from "./navigation-card";
import { QuestionsCard } from "./questions-card";
import type { ReaderSearch } from "./reader-search";
import { useReaderLanguages } from "./use-reader-languages";
import { useReaderPosition } from "./use-reader-position";
import { useRecordReading } from "./use-record-reading";

type Props = {
  search: ReaderSearch;
  go(position: ReaderPosition, options?: { replace?: boolean }): void;
};

/** /lire: book and chapter navigation and languages on the left, the chapter in up to 3 languages on the right. */
export function ReaderPage({ search, go }: Props) {
  const { t, i18n } = useTranslation();
  const interfaceLanguage = findLanguage(i18n.language) ?? findLanguage("fr");
  const interfaceId = interfaceLanguage?.id ?? "french";
  const interfaceCode = interfaceLanguage?.code ?? "fr";
  const position = useReaderPosition(search, go);
  const { selection, change, versionsOf, defaultVersionOf } = useReaderLanguages(interfaceId);
  const [view, setView] = useState<ParallelView>("columns");

  const languages = selection?.languages ?? [];
  const chapters = trpc.useQueries((q) =>
    position && selection
      ? languages.map((language) => {
          const version = selection.versions[language] ?? "";
          // SPEC §5: a passage is requested only when a version is set.
          return q.bible.chapter(
            { book: position.book.english, chapter: position.chapter, language, version },
            { enabled: version !== "" },
          );
        })
      : [],
  );

  const columns: ColumnState[] = languages.map((language, i) => {
    const version = selection?.versions[language] ?? "";
    const query = chapters[i];
    if (!version) {
      return {
        status: "error",
        language,
        version,
        error: { kind: "versionUnavailable", details: undefined, availableVersions: [] },
      };
    }
    if (query?.data) return { status: "success", language, version, verses: query.data.verses };
    if (query?.error) return { status: "error", language, version, error: classifyChapterError(query.error) };
    return { status: "pending", language, version };
  });

  const firstLoaded = chapters.find((q) => q.data)?.data;
  const textSettled = columns.length > 0 && columns.every((c) => c.status !== "pending");
  useRecordReading(
    position,
    firstLoaded && {
      language: firstLoaded.language,
      version: firstLoaded.version,
      lastVerse: firstLoaded.verses.at(-1)?.verse ?? 1,
    },
  );

  if (!position) return <ReaderSkeleton />;
  const heading = `${localizedBookName(position.book, interfaceCode)} ${position.chapter}`;

  return (
    <div className="grid gap-6 lg:grid-cols-[19rem_minmax(0,1fr)] lg:items-start">
      <aside className="space-y-4 lg:sticky lg:top-20">
        <NavigationCard position={position} interfaceLanguage={interfaceCode} onNavigate={go} />
        {selection ? (
          <LanguageSelector
            selection={selection}
            onChange={change}
            versionsOf={versionsOf}
            defaultVersionOf={defaultVersionOf}
          />
        ) : (
          <Skeleton className="h-40 w-full" />
        )}
      </aside>
      <div className="min-w-0 space-y-6">
        <h1 className="font-serif text-3xl font-semibold tracking-tight" data-testid="reader-heading">
          {heading}
        </h1>
        {selection && languages.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
            {t("reader.selectLanguagePrompt")}
          </p>
        ) : (
          <ChapterText
            columns={columns}
            view={view}
            onViewChange={setView}
            onSelectVersion={(language, version) =>
              selection && change(setLanguageVersion(selection, language, version))
            }
          />
        )}
        <QuestionsCard
          key={`${position.book.osis}.${position.chapter}`}
          book={position.book}
          chapter={position.chapter}
          interfaceLanguage={{ id: interfaceId, code: interfaceCode }}
        />
        <ExplanationCard
          key={`${position.book.osis}.${position.chapter}`}
          book={position.book}
          chapter={position.chapter}
          language={interfaceId}
          enabled={textSettled}
        />
      </div>
    </div>
  );
}

function ReaderSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[19rem_minmax(0,1fr)]" data-testid="reader-loading">
      <Skeleton className="h-64 w-full" />
      <div className="space-y-3">
        <Skeleton className="h-9 w-48" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-4/5" />
      </div>
    </div>
  );
}
