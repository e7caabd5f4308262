import { searchDocument } from "@bible/canon";
import type { VerseRecord } from "./types.ts";

/**
 * Rows travel as one JSON parameter per batch and are unpacked by Postgres (json_to_recordset): one round trip
 * and one statement per 5,000 verses, the same on PGlite and on a server, and no bind-parameter limit.
 */
export const BATCH = 5000;

/** One batch of a version's verses as the installer sends it: the verse rows and their full-text documents. */
export type RowBatch = { count: number; verses: string; search: string };

type SearchRecord = Pick<VerseRecord, "book" | "chapter" | "verse" | "text">;

export function verseRows(batch: readonly VerseRecord[]): string {
  return JSON.stringify(
    batch.map((r) => ({
      b: r.book,
      c: r.chapter,
      v: r.verse,
      t: r.text,
      o: r.originalRef ?? null,
      h: r.heading ?? null,
      e: r.verseEnd ?? null,
      s: r.strongs ?? null,
    })),
  );
}

/** The full-text documents of a batch of verses: folded and segmented here, stemmed by Postgres. */
export function searchRows(language: string, batch: readonly SearchRecord[]): string {
  return JSON.stringify(
    batch.map((r) => ({ b: r.book, c: r.chapter, v: r.verse, d: searchDocument(language, r.text) })),
  );
}

/** Every batch of a version, ready to send (built off the writing thread by the prepare worker). */
export function rowBatches(language: string, records: readonly VerseRecord[]): RowBatch[] {
  const batches: RowBatch[] = [];
  for (let start = 0; start < records.length; start += BATCH) {
    const batch = records.slice(start, start + BATCH);
    batches.push({ count: batch.length, verses: verseRows(batch), search: searchRows(language, batch) });
  }
  return batches;
}
