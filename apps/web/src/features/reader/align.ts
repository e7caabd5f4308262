/** One verse of one language column as the chapter procedure returns it. */
export type ColumnVerse = { verse: number; text: string };

/** A row of the parallel view: the verse number and each column's text, undefined where that column lacks it. */
export type AlignedRow = { verse: number; texts: (string | undefined)[] };

/**
 * Lines up several chapters by verse number (SPEC §2: rows aligned by verse index). Every verse number
 * found in any column gets one row, in ascending order; a blank text counts as missing. A column that is
 * still loading or failed (undefined) contributes no verses and reads as missing in every row.
 */
export function alignVerses(columns: readonly (readonly ColumnVerse[] | undefined)[]): AlignedRow[] {
  const byColumn = columns.map((verses) => {
    const map = new Map<number, string>();
    for (const { verse, text } of verses ?? []) if (text.trim() !== "") map.set(verse, text);
    return map;
  });
  const numbers = new Set<number>();
  for (const map of byColumn) for (const verse of map.keys()) numbers.add(verse);
  return [...numbers].sort((a, b) => a - b).map((verse) => ({ verse, texts: byColumn.map((map) => map.get(verse)) }));
}

/** Whether a loaded column lacks a verse that another column has (the per-verse 'Passage non disponible'). */
export function isMissingIn(row: AlignedRow, column: number, loaded: readonly boolean[]): boolean {
  return loaded[column] === true && row.texts[column] === undefined;
}
