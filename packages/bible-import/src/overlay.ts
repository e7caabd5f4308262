import type { VerseRecord } from "./types.ts";

/**
 * A complete but damaged copy completed with a clean but incomplete one: every verse the clean copy has replaces
 * the damaged copy's; the damaged copy fills the gaps. Both must already be in KJV numbering.
 */
export function overlayVerses(
  base: readonly VerseRecord[],
  cleaner: readonly VerseRecord[],
): { records: VerseRecord[]; replaced: number } {
  const key = (r: VerseRecord) => `${r.book}.${r.chapter}.${r.verse}`;
  const merged = new Map(base.map((r) => [key(r), r]));
  let replaced = 0;
  for (const record of cleaner) {
    if (merged.has(key(record))) replaced++;
    merged.set(key(record), record);
  }
  const records = [...merged.values()].sort((a, b) => a.book - b.book || a.chapter - b.chapter || a.verse - b.verse);
  return { records, replaced };
}
