import { findLanguage, localizedBookName } from "@bible/canon";
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton";
import { chapterView, useChapters } from "@/features/chapter/use-chapter";
import { useRecordReading } from "@/features/chapter/use-record-reading";
import { VersionCoverageContext, type VersionCoverageMap } from "@/features/learning/version-coverage";
import { ChapterText, type ColumnState, type ParallelView } from "./chapter-text";
import { releaseEarlyReader } from "./early/release";
import { setLanguageVersion } from "./language-selection";
import { LanguageSelector } from "./language-selector";
import type { ReaderPosition } from "./navigation";
import { NavigationCard } from "./navigation-card";
import type { ReaderSearch } from "./reader-search";
import { useReaderLanguages } from "./use-reader-languages";
import { useReaderPosition } from "./use-reader-position";

// The side cards are their own chunks, asked for once the columns are painted.
const QuestionsCard = lazy(() => import("./questions-card").then((m) => ({ default: m.QuestionsCard })));
const ExplanationCard = lazy(() => import("./explanation-card").then((m) => ({ default: m.ExplanationCard })));
// The learning view comes after the text too: it lays the reader's word states over the painted columns.
const LearningView = lazy(() => import("@/features/learning/learning-view").then((m) => ({ default: m.LearningView })));

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
  const textRef = useRef<HTMLDivElement>(null);
  const [coverage, setCoverage] = useState<VersionCoverageMap>();

  const languages = selection?.languages ?? [];
  const chapters = useChapters(
    position && selection
      ? languages.map((language) => ({
          book: position.book.osis,
          chapter: position.chapter,
          language,
          version: selection.versions[language] ?? "",
        }))
      : [],
  );

  const columns: ColumnState[] = languages.map((language, i) => {
    const version = selection?.versions[language] ?? "";
    return { language, version, ...chapterView(chapters[i], version) };
  });

  const firstLoaded = chapters.find((q) => q.data)?.data;
  const textSettled = columns.length > 0 && columns.every((c) => c.status !== "pending");
  const lastVerse = firstLoaded?.verses.at(-1)?.verse ?? 1;
  // The columns first: the side cards and drag-and-drop load once the text is there (or there is none to wait
  // for), and stay loaded when a column later waits for another version.
  const [columnsShown, setColumnsShown] = useState(false);
  const nothingToWaitFor = selection !== undefined && languages.length === 0;
  useEffect(() => {
    if (textSettled || nothingToWaitFor) setColumnsShown(true);
  }, [textSettled, nothingToWaitFor]);
  // The columns table takes over from the one drawn before the app once it holds every row (ColumnsView); when
  // the reader shows something else (one column, a failure, no language), its page takes over when settled.
  const tableShown = view === "columns" && columns.filter((c) => c.status === "success").length > 1;
  const settledOtherwise = nothingToWaitFor || (textSettled && !tableShown);
  useLayoutEffect(() => {
    if (settledOtherwise) releaseEarlyReader();
  }, [settledOtherwise]);
  useRecordReading(
    position &&
      firstLoaded && {
        book: position.book.english,
        chapter: position.chapter,
        verses: lastVerse > 1 ? `1-${lastVerse}` : "1",
        language: firstLoaded.language,
        version: firstLoaded.version,
      },
  );

  if (!position) return <ReaderSkeleton />;
  const heading = `${localizedBookName(position.book, interfaceCode)} ${position.chapter}`;

  return (
    <div className="grid gap-6 lg:grid-cols-[19rem_minmax(0,1fr)] lg:items-start">
      <aside className="space-y-4 lg:sticky lg:top-20">
        <NavigationCard position={position} interfaceLanguage={interfaceCode} onNavigate={go} />
        {selection ? (
          <VersionCoverageContext.Provider value={coverage}>
            <LanguageSelector
              selection={selection}
              onChange={change}
              versionsOf={versionsOf}
              defaultVersionOf={defaultVersionOf}
              sortable={columnsShown}
            />
          </VersionCoverageContext.Provider>
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
          // The book and chapter of the verses below, read by the word dialog with the clicked verse.
          <div ref={textRef} data-book={position.book.osis} data-chapter={position.chapter}>
            <ChapterText
              columns={columns}
              view={view}
              onViewChange={setView}
              onSelectVersion={(language, version) =>
                selection && change(setLanguageVersion(selection, language, version))
              }
            />
          </div>
        )}
        {/* Sibling keys must differ: with one shared key React kept the old card beside each new one. */}
        {columnsShown && textSettled && (
          <Suspense fallback={null}>
            <LearningView
              rootRef={textRef}
              book={position.book.osis}
              chapter={position.chapter}
              columns={columns.filter((c) => c.status === "success")}
              interfaceLanguage={interfaceId}
              onCoverage={setCoverage}
            />
          </Suspense>
        )}
        {columnsShown ? (
          <Suspense fallback={<SideCardsSkeleton />}>
            <QuestionsCard
              key={`questions:${position.book.osis}.${position.chapter}`}
              book={position.book}
              chapter={position.chapter}
              interfaceLanguage={{ id: interfaceId, code: interfaceCode }}
            />
            <ExplanationCard
              key={`explanation:${position.book.osis}.${position.chapter}`}
              book={position.book}
              chapter={position.chapter}
              language={interfaceId}
              enabled={textSettled}
            />
          </Suspense>
        ) : (
          <SideCardsSkeleton />
        )}
      </div>
    </div>
  );
}

/** The two side cards' place while their code loads, at their first size. */
function SideCardsSkeleton() {
  return (
    <>
      <Skeleton className="h-95 w-full rounded-xl sm:h-66" />
      <Skeleton className="h-42 w-full rounded-xl" />
    </>
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
