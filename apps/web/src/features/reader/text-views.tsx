import { memo, startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Flag } from "@/components/flag";
import { useWordSelection } from "@/lib/use-word-selection";
import { cn } from "@/lib/utils";
import { type AlignedRow, verseLabel } from "./align";
import { releaseEarlyReader } from "./early/release";
import { languageAttributes, readerLanguage } from "./reader-languages";

/** A loaded column: its language and version and, for each verse number, its text and optional heading. */
export type TextColumn = {
  language: string;
  version: string;
  /** `words`: the server's word boundaries (Chinese, Japanese, Korean), which the word selection follows. */
  verses: readonly { verse: number; text: string; heading?: string; verseEnd?: number; words?: string }[];
};

/** Each column's section headings (Psalm titles and the like) by verse number. */
function useHeadings(columns: readonly TextColumn[]): Map<number, string>[] {
  return useMemo(
    () => columns.map((c) => new Map(c.verses.flatMap((v) => (v.heading ? [[v.verse, v.heading] as const] : [])))),
    [columns],
  );
}

function ColumnLabel({ column }: { column: TextColumn }) {
  const { t } = useTranslation();
  const info = readerLanguage(column.language);
  const name = t(`common.language.${info?.id ?? "french"}`, { defaultValue: column.language });
  // Narrow screens show the two-letter code and let the version go under it, so three headers fit.
  return (
    <span className="flex flex-wrap items-baseline gap-x-1.5" title={`${name} · ${column.version}`}>
      <Flag language={column.language} className="self-center" />
      <span className="sr-only sm:not-sr-only">{name}</span>
      <span className="uppercase sm:hidden" aria-hidden="true">
        {info?.code ?? column.language}
      </span>
      <span className="text-xs font-normal text-muted-foreground">{column.version}</span>
    </span>
  );
}

const verseNumberClass = "select-none text-xs font-semibold tabular-nums text-primary";

/** The range a joined verse covers ('21-29'), shown at the start of its text in the parallel views. */
function SpanLabel({ verse, last }: { verse: number; last: number }) {
  return (
    <span className={cn(verseNumberClass, "me-1.5 font-sans")} data-no-word data-testid="verse-span">
      {verseLabel(verse, last)}
    </span>
  );
}

/** One language: each verse with its number. */
export const SingleColumnView = memo(function SingleColumnView({ column }: { column: TextColumn }) {
  const ref = useRef<HTMLOListElement>(null);
  useWordSelection(ref);
  return (
    <ol
      ref={ref}
      {...languageAttributes(column)}
      className="space-y-2.5 font-serif text-lg leading-relaxed"
      data-testid="reader-single"
    >
      {column.verses.map((v) => (
        <li key={v.verse} className="flex gap-3" data-verse={v.verse}>
          <span
            className={cn(verseNumberClass, "mt-1.5 shrink-0 text-end", v.verseEnd ? "min-w-7" : "w-7")}
            data-no-word
          >
            {verseLabel(v.verse, v.verseEnd)}
          </span>
          <span className="min-w-0 flex-1">
            {v.heading && (
              <span className="mb-1 block font-sans text-sm font-medium text-muted-foreground italic" data-no-word>
                {v.heading}
              </span>
            )}
            <span data-word-context data-words={v.words}>
              {v.text}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
});

type AlignedProps = { columns: readonly TextColumn[]; rows: readonly AlignedRow[] };

/** Rows drawn in the first frame of a chapter: more than a screen; the rest follow in an interruptible render. */
const FIRST_ROWS = 40;

/**
 * How many of a long chapter's rows to draw: a screenful first, so the columns paint without one long task
 * building every row (Psalm 119 in three languages), then all of them in a transition React can interrupt.
 */
function useRevealedRows(total: number): number {
  const [shown, setShown] = useState(FIRST_ROWS);
  useEffect(() => {
    if (shown < total) startTransition(() => setShown(total));
  }, [shown, total]);
  return Math.min(shown, total);
}

/**
 * 'Colonnes': a table with one column per language and one row per verse, so verses line up whatever
 * their length; the language headers stick under the app header while the chapter scrolls.
 */
export const ColumnsView = memo(function ColumnsView({ columns, rows }: AlignedProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLTableElement>(null);
  useWordSelection(ref);
  const headings = useHeadings(columns);
  const missing = t("reader.verseMissing");
  const shown = useRevealedRows(rows.length);
  // Every row drawn: this table replaces the one drawn before the app (features/reader/early/draw.ts) in this frame.
  useLayoutEffect(() => {
    if (shown === rows.length) releaseEarlyReader();
  }, [shown, rows.length]);
  return (
    <table ref={ref} className="w-full table-fixed border-separate border-spacing-0" data-testid="reader-columns">
      <colgroup>
        <col className="w-7 sm:w-9" />
        {columns.map((c) => (
          <col key={c.language} />
        ))}
      </colgroup>
      <thead>
        <tr>
          <th
            className="sticky top-14 z-10 border-b bg-background"
            aria-label={t("reader.verseNumber", { verse: "" })}
          />
          {columns.map((c) => (
            <th
              key={c.language}
              scope="col"
              {...languageAttributes(c)}
              className="sticky top-14 z-10 border-b bg-background px-1.5 py-2 text-start text-sm font-semibold sm:px-3"
            >
              <ColumnLabel column={c} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="font-serif text-[0.95rem] leading-relaxed break-words hyphens-auto sm:text-[1.05rem] sm:hyphens-manual">
        {rows.slice(0, shown).map((row) => (
          <tr key={row.verse} data-verse={row.verse} className="align-top">
            <td className={cn(verseNumberClass, "border-b border-border/60 py-2 pe-1 text-end")} data-no-word>
              {row.verse}
            </td>
            {row.cells.map((cell, i) => {
              const column = columns[i];
              // A row inside a joined verse: the cell of its first row spans this one.
              if (!column || cell?.kind === "within") return null;
              const heading = headings[i]?.get(row.verse);
              return (
                <td
                  key={column.language}
                  {...languageAttributes(column)}
                  rowSpan={cell && cell.rows > 1 ? cell.rows : undefined}
                  className="border-b border-border/60 px-1.5 py-2 sm:px-3"
                >
                  {heading && (
                    <span
                      className="mb-1 block font-sans text-xs font-medium text-muted-foreground italic"
                      data-no-word
                    >
                      {heading}
                    </span>
                  )}
                  {cell === undefined ? (
                    <span className="text-muted-foreground" title={missing} data-no-word>
                      —<span className="sr-only">{missing}</span>
                    </span>
                  ) : (
                    <>
                      {cell.last && <SpanLabel verse={row.verse} last={cell.last} />}
                      <span data-word-context data-words={cell.words}>
                        {cell.text}
                      </span>
                    </>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
});

/** 'Par verset': one block per verse listing each language's text, the missing ones said so. */
export const ByVerseView = memo(function ByVerseView({ columns, rows }: AlignedProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLOListElement>(null);
  useWordSelection(ref);
  const headings = useHeadings(columns);
  return (
    <ol ref={ref} className="space-y-3" data-testid="reader-by-verse">
      {rows.map((row) => (
        <li key={row.verse} data-verse={row.verse} className="rounded-lg border bg-card p-3 sm:p-4">
          <p className={cn(verseNumberClass, "mb-2")} data-no-word>
            {t("reader.verseNumber", { verse: row.verse })}
          </p>
          <div className="space-y-2.5">
            {row.cells.map((cell, i) => {
              const column = columns[i];
              if (!column) return null;
              const info = readerLanguage(column.language);
              return (
                <div key={column.language} className="flex gap-3">
                  <span
                    className="mt-1 w-9 shrink-0 text-xs font-medium text-muted-foreground uppercase"
                    title={column.version}
                    data-no-word
                  >
                    {info?.code ?? column.language}
                  </span>
                  <p {...languageAttributes(column)} className="min-w-0 flex-1 font-serif leading-relaxed">
                    {headings[i]?.get(row.verse) && (
                      <span
                        className="mb-0.5 block font-sans text-xs font-medium text-muted-foreground italic"
                        data-no-word
                      >
                        {headings[i]?.get(row.verse)}
                      </span>
                    )}
                    {cell === undefined && (
                      <span className="font-sans text-sm text-muted-foreground italic" data-no-word>
                        {t("reader.verseMissing")}
                      </span>
                    )}
                    {cell?.kind === "within" && (
                      <span className="font-sans text-sm text-muted-foreground italic" data-no-word>
                        {t("reader.verseInSpan", { range: verseLabel(cell.first, cell.last) })}
                      </span>
                    )}
                    {cell?.kind === "text" && (
                      <>
                        {cell.last && <SpanLabel verse={row.verse} last={cell.last} />}
                        <span data-word-context data-words={cell.words}>
                          {cell.text}
                        </span>
                      </>
                    )}
                  </p>
                </div>
              );
            })}
          </div>
        </li>
      ))}
    </ol>
  );
});
