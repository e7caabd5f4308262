// The reader's columns table ('Colonnes') described once, as plain data: its elements, attributes, classes and texts.
// Two renderers draw it: the app's ColumnsView (text-views.tsx, React) and the page drawn before the app's code has
// run (early/draw.ts, DOM), which must match it to the pixel so that nothing moves when the app takes over
// (e2e/reader-early.e2e.ts compares the two). No React here: the early script is bundled on its own and stays small.
import { type AlignedRow, verseLabel } from "./align";
import { languageAttributes, readerLanguage } from "./reader-languages";

/** An element: its tag, its attributes as HTML names them (`class`, `rowspan`, `data-*`), its children. */
export type Markup = {
  tag: string;
  /** Which sibling it is, for a renderer that keeps elements between two drawings (React's key). */
  key?: string | number;
  attributes: Readonly<Record<string, string | undefined>>;
  children: readonly MarkupChild[];
};
/** A language's flag: an SVG in the app, its place only in the early page (the same size). */
export type FlagSlot = { flag: string };
export type MarkupChild = Markup | FlagSlot | string;

export const isFlagSlot = (child: MarkupChild): child is FlagSlot => typeof child === "object" && "flag" in child;

function h(
  tag: string,
  attributes: Readonly<Record<string, string | undefined>>,
  ...children: (MarkupChild | undefined | false)[]
): Markup {
  return { tag, attributes, children: children.filter((child) => child !== undefined && child !== false) };
}

/** A column of the table: its language and version, and its verses' section headings by verse number. */
export type MarkupColumn = { language: string; version: string; headings: ReadonlyMap<number, string> };

/** The interface's texts the table shows. */
export type ColumnsTexts = {
  /** The language's name in the interface's language ('Français'). */
  languageName: (language: string) => string;
  /** The verse-number column's accessible name. */
  verseNumber: string;
  /** What a cell says when its column lacks the verse. */
  missing: string;
};

const VERSE_NUMBER = "select-none text-xs font-semibold tabular-nums text-primary";
export const COLUMNS_BODY_CLASS =
  "font-serif text-[0.95rem] leading-relaxed break-words hyphens-auto sm:text-[1.05rem] sm:hyphens-manual";

/** The range a joined verse covers ('21-29'), at the start of its text. */
export function spanLabel(verse: number, last: number): Markup {
  return h(
    "span",
    { class: `${VERSE_NUMBER} me-1.5 font-sans`, "data-no-word": "true", "data-testid": "verse-span" },
    verseLabel(verse, last),
  );
}

export function columnsColgroup(columns: readonly MarkupColumn[]): Markup {
  return h(
    "colgroup",
    {},
    h("col", { class: "w-7 sm:w-9" }),
    ...columns.map((c) => ({ ...h("col", {}), key: c.language })),
  );
}

/** The header row: the verse-number column, then each language's flag, name, code (narrow screens) and version. */
export function columnsHead(columns: readonly MarkupColumn[], texts: ColumnsTexts): Markup {
  return h(
    "tr",
    {},
    h("th", { class: "sticky top-14 z-10 border-b bg-background", "aria-label": texts.verseNumber }),
    ...columns.map((c) => {
      const name = texts.languageName(c.language);
      return {
        ...h(
          "th",
          {
            scope: "col",
            ...languageAttributes(c),
            class: "sticky top-14 z-10 border-b bg-background px-1.5 py-2 text-start text-sm font-semibold sm:px-3",
          },
          // Narrow screens show the two-letter code and let the version go under it, so three headers fit.
          h(
            "span",
            { class: "flex flex-wrap items-baseline gap-x-1.5", title: `${name} · ${c.version}` },
            { flag: c.language },
            h("span", { class: "sr-only sm:not-sr-only" }, name),
            h(
              "span",
              { class: "uppercase sm:hidden", "aria-hidden": "true" },
              readerLanguage(c.language)?.code ?? c.language,
            ),
            h("span", { class: "text-xs font-normal text-muted-foreground" }, c.version),
          ),
        ),
        key: c.language,
      };
    }),
  );
}

/** One verse's row: its number, then each column's cell (none for a row inside a joined verse's span). */
export function columnsRow(row: AlignedRow, columns: readonly MarkupColumn[], texts: ColumnsTexts): Markup {
  const cells = row.cells.flatMap((cell, i): Markup[] => {
    const column = columns[i];
    // A row inside a joined verse: the cell of its first row spans this one.
    if (!column || cell?.kind === "within") return [];
    const heading = column.headings.get(row.verse);
    const content: MarkupChild[] =
      cell === undefined
        ? [
            h(
              "span",
              { class: "text-muted-foreground", title: texts.missing, "data-no-word": "true" },
              "—",
              h("span", { class: "sr-only" }, texts.missing),
            ),
          ]
        : [
            ...(cell.last ? [spanLabel(row.verse, cell.last)] : []),
            h("span", { "data-word-context": "true", "data-words": cell.words }, cell.text),
          ];
    return [
      {
        ...h(
          "td",
          {
            ...languageAttributes(column),
            rowspan: cell && cell.rows > 1 ? String(cell.rows) : undefined,
            class: "border-b border-border/60 px-1.5 py-2 sm:px-3",
          },
          heading !== undefined &&
            h(
              "span",
              {
                class: "mb-1 block font-sans text-xs font-medium text-muted-foreground italic",
                "data-no-word": "true",
              },
              heading,
            ),
          ...content,
        ),
        key: column.language,
      },
    ];
  });
  return {
    ...h(
      "tr",
      { "data-verse": String(row.verse), class: "align-top" },
      h(
        "td",
        { class: `${VERSE_NUMBER} border-b border-border/60 py-2 pe-1 text-end`, "data-no-word": "true" },
        String(row.verse),
      ),
      ...cells,
    ),
    key: row.verse,
  };
}

/** The table's own attributes; `testId` tells the app's table from the early one. */
export function columnsTableAttributes(testId: string): Record<string, string> {
  return { class: "w-full table-fixed border-separate border-spacing-0", "data-testid": testId };
}

/** The whole table, every row drawn (the early page's). */
export function columnsTable(
  columns: readonly MarkupColumn[],
  rows: readonly AlignedRow[],
  texts: ColumnsTexts,
  testId: string,
): Markup {
  return h(
    "table",
    columnsTableAttributes(testId),
    columnsColgroup(columns),
    h("thead", {}, columnsHead(columns, texts)),
    h("tbody", { class: COLUMNS_BODY_CLASS }, ...rows.map((row) => columnsRow(row, columns, texts))),
  );
}

/** Each column's section headings (Psalm titles and the like) by verse number. */
export function headingsOf(verses: readonly { verse: number; heading?: string | null }[]): Map<number, string> {
  return new Map(verses.flatMap((v) => (v.heading ? [[v.verse, v.heading] as const] : [])));
}
