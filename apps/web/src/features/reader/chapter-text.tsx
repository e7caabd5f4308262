import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ChapterErrorPanel } from "@/features/chapter/chapter-error-panel";
import type { ChapterView } from "@/features/chapter/use-chapter";
import { alignVerses } from "./align";
import { readerLanguage } from "./reader-languages";
import { ByVerseView, ColumnsView, SingleColumnView, type TextColumn } from "./text-views";

/** One column of the reader: a language, its version and how its chapter stands. */
export type ColumnState = { language: string; version: string } & ChapterView;

export type ParallelView = "columns" | "verses";

type Props = {
  columns: readonly ColumnState[];
  view: ParallelView;
  onViewChange(view: ParallelView): void;
  onSelectVersion(language: string, version: string): void;
};

function TextSkeleton({ columns }: { columns: number }) {
  return (
    <div
      className="grid gap-6"
      style={{ gridTemplateColumns: `repeat(${Math.max(columns, 1)}, minmax(0, 1fr))` }}
      data-testid="reader-loading"
    >
      {Array.from({ length: Math.max(columns, 1) }, (_, c) => (
        <div key={c} className="space-y-3">
          <Skeleton className="h-5 w-1/2" />
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className={i % 3 === 2 ? "h-4 w-4/5" : "h-4 w-full"} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** The chapter in the selected languages: one column, or tabs 'Colonnes' / 'Par verset' for two or three. */
export function ChapterText({ columns, view, onViewChange, onSelectVersion }: Props) {
  const { t, i18n } = useTranslation();
  const failed = columns.filter((c) => c.status === "error");
  const shown = columns.filter((c) => c.status !== "error");
  const loaded = shown.filter((c): c is Extract<ColumnState, { status: "success" }> => c.status === "success");
  const ready = loaded.length === shown.length;
  // The columns keep their identity while their languages, versions and verse lists (stable query data) stay
  // the same, so the memoized views skip re-rendering when something else on the page changes.
  const loadedKey = loaded.map((c) => `${c.language}:${c.version}`).join("|");
  const textColumns = useMemo<TextColumn[]>(
    () => loaded,
    [loadedKey, loaded[0]?.verses, loaded[1]?.verses, loaded[2]?.verses],
  );
  const rows = useMemo(() => alignVerses(textColumns.map((c) => c.verses)), [textColumns]);

  return (
    <div className="space-y-4">
      {failed.map((c) => {
        const info = readerLanguage(c.language);
        return (
          <ChapterErrorPanel
            key={c.language}
            problem={c.problem}
            version={c.version}
            label={`${t(`common.language.${info?.id ?? "french"}`, { defaultValue: c.language })} · ${c.version}`}
            onSelectVersion={(code) => onSelectVersion(c.language, code)}
          />
        );
      })}
      {shown.length > 0 && !ready && <TextSkeleton columns={view === "columns" ? shown.length : 1} />}
      {ready && textColumns.length === 1 && textColumns[0] && <SingleColumnView column={textColumns[0]} />}
      {ready && textColumns.length > 1 && (
        // Radix sets dir="ltr" on the tabs unless told otherwise, which would turn the columns table
        // left-to-right in the Arabic interface.
        <Tabs
          value={view}
          onValueChange={(v) => onViewChange(v === "verses" ? "verses" : "columns")}
          dir={i18n.dir(i18n.language)}
        >
          <TabsList>
            <TabsTrigger value="columns">{t("reader.tabs.columns")}</TabsTrigger>
            <TabsTrigger value="verses">{t("reader.tabs.byVerse")}</TabsTrigger>
          </TabsList>
          <TabsContent value="columns">
            <ColumnsView columns={textColumns} rows={rows} />
          </TabsContent>
          <TabsContent value="verses">
            <ByVerseView columns={textColumns} rows={rows} />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
