import {
  createElement,
  memo,
  type ReactNode,
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { Flag } from "@/components/flag";
import { useWordSelection } from "@/lib/use-word-selection";
import { cn } from "@/lib/utils";
import { type AlignedRow, verseLabel } from "./align";
import {
  COLUMNS_BODY_CLASS,
  type ColumnsTexts,
  columnsColgroup,
  columnsHead,
  columnsRow,
  columnsTableAttributes,
  headingsOf,
  isFlagSlot,
  type Markup,
  type MarkupChild,
  spanLabel,
} from "./columns-markup";
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
  return useMemo(() => columns.map((c) => headingsOf(c.verses)), [columns]);
}

/** The names React gives the attributes whose HTML names it does not take. */
const REACT_NAMES: Readonly<Record<string, string>> = { class: "className", rowspan: "rowSpan", colspan: "colSpan" };

/** The props of an element of the shared description (columns-markup.ts). */
function reactProps(markup: Pick<Markup, "attributes" | "key">): Record<string, string | number> {
  const props: Record<string, string | number> = {};
  if (markup.key !== undefined) props.key = markup.key;
  for (const [name, value] of Object.entries(markup.attributes)) {
    if (value !== undefined) props[REACT_NAMES[name] ?? name] = value;
  }
  return props;
}

/** Draws an element of the shared description with React (the early page draws the same with the DOM). */
function renderMarkup(child: MarkupChild): ReactNode {
  if (typeof child === "string") return child;
  if (isFlagSlot(child)) return <Flag language={child.flag} className="self-center" />;
  return createElement(child.tag, reactProps(child), ...child.children.map(renderMarkup));
}

const verseNumberClass = "select-none text-xs font-semibold tabular-nums text-primary";

/** The range a joined verse covers ('21-29'), shown at the start of its text in the parallel views. */
function SpanLabel({ verse, last }: { verse: number; last: number }) {
  return renderMarkup(spanLabel(verse, last));
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
  const described = useMemo(
    () => columns.map((c, i) => ({ language: c.language, version: c.version, headings: headings[i] ?? new Map() })),
    [columns, headings],
  );
  const texts = useMemo<ColumnsTexts>(
    () => ({
      languageName: (language) =>
        t(`common.language.${readerLanguage(language)?.id ?? "french"}`, { defaultValue: language }),
      verseNumber: t("reader.verseNumber", { verse: "" }),
      missing: t("reader.verseMissing"),
    }),
    [t],
  );
  const shown = useRevealedRows(rows.length);
  // Every row drawn: this table replaces the one drawn before the app (features/reader/early/draw.ts) in this frame.
  useLayoutEffect(() => {
    if (shown === rows.length) releaseEarlyReader();
  }, [shown, rows.length]);
  // The markup is columns-markup.ts's, which the early page draws too.
  return (
    <table ref={ref} {...reactProps({ attributes: columnsTableAttributes("reader-columns") })}>
      {renderMarkup(columnsColgroup(described))}
      <thead>{renderMarkup(columnsHead(described, texts))}</thead>
      <tbody className={COLUMNS_BODY_CLASS}>
        {rows.slice(0, shown).map((row) => renderMarkup(columnsRow(row, described, texts)))}
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
