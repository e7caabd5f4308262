/**
 * One verse of one language column as the chapter procedure returns it (`verseEnd` when it holds a span, `words`
 * the server's word boundaries for Chinese, Japanese and Korean).
 */
export type ColumnVerse = { verse: number; text: string; verseEnd?: number; words?: string };

/**
 * A column's cell on one row: its text (covering `rows` rows from this one when the source joined verses
 * `verse`-`last`), a row inside such a span (`within`: the span's first verse), or undefined where the column
 * lacks the verse.
 */
export type AlignedCell =
  | { kind: "text"; text: string; rows: number; last?: number; words?: string }
  | { kind: "within"; first: number; last: number }
  | undefined;

/** A row of the parallel view: the verse number and each column's cell. */
export type AlignedRow = { verse: number; cells: AlignedCell[] };

/** '21-29' for a verse that holds a span, '21' otherwise. */
export function verseLabel(verse: number, last?: number): string {
  return last && last > verse ? `${verse}-${last}` : String(verse);
}

/**
 * Lines up several chapters by verse number (SPEC §2: rows aligned by verse index). Every verse number found
 * in any column, or covered by a joined verse's span, gets one row, in ascending order; a blank text counts as
 * missing. A joined verse (21-29) is one cell covering its rows. A column that is still loading or failed
 * (undefined) contributes no verses and reads as missing in every row.
 */
export function alignVerses(columns: readonly (readonly ColumnVerse[] | undefined)[]): AlignedRow[] {
  const numbers = new Set<number>();
  const byColumn = columns.map((verses) => {
    const map = new Map<number, AlignedCell>();
    for (const { verse, text, verseEnd, words } of verses ?? []) {
      if (text.trim() === "") continue;
      const last = verseEnd && verseEnd > verse ? verseEnd : undefined;
      map.set(verse, {
        kind: "text",
        text,
        rows: 1,
        ...(last ? { last } : {}),
        ...(words ? { words } : {}),
      });
      numbers.add(verse);
      for (let v = verse + 1; v <= (last ?? verse); v++) {
        if (!map.has(v)) map.set(v, { kind: "within", first: verse, last: last ?? verse });
        numbers.add(v);
      }
    }
    return map;
  });
  const ordered = [...numbers].sort((a, b) => a - b);
  for (const map of byColumn) {
    for (const cell of map.values()) {
      if (cell?.kind === "text" && cell.last) {
        const first = ordered.findIndex((v) => map.get(v) === cell);
        cell.rows = ordered.slice(first).filter((v) => v <= (cell.last ?? 0)).length;
      }
    }
  }
  return ordered.map((verse) => ({ verse, cells: byColumn.map((map) => map.get(verse)) }));
}

/** Whether a loaded column lacks a verse that another column has (the per-verse 'Passage non disponible'). */
export function isMissingIn(row: AlignedRow, column: number, loaded: readonly boolean[]): boolean {
  return loaded[column] === true && row.cells[column] === undefined;
}
