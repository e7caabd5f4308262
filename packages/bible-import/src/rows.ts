import { contentTags, searchDocument } from "@bible/canon";
import { copyLine } from "@bible/db/copy-text";
import type { VerseRecord } from "./types.ts";

/**
 * Verses travel in COPY's text format (`copyRows`), their full-text documents as one JSON parameter unpacked by
 * Postgres (json_to_recordset), 5,000 verses a batch: the same on PGlite and on a server, no bind-parameter limit.
 */
export const BATCH = 5000;

/**
 * One batch of a version's verses as the installer sends it: the rows of `verses` (VERSE_COLUMNS) and their
 * full-text documents, to be stemmed by the database.
 */
export type RowBatch = {
  count: number;
  verses: string;
  search: string;
  /** The rows of `verse_search` already stemmed, as COPY text (`Stemmer`); `search` is then left empty. */
  stemmed?: string;
};

type SearchRecord = Pick<VerseRecord, "book" | "chapter" | "verse" | "text">;

/** The columns of `verses` in the order `verseRows` writes them. */
export const VERSE_COLUMNS = [
  "version_code",
  "book",
  "chapter",
  "verse",
  "text",
  "original_ref",
  "heading",
  "verse_end",
  "strongs",
  "ruby",
] as const;

/** The verses' rows for COPY; a tagged text's tags are stored as the words that carry them (`contentTags`). */
export function verseRows(code: string, language: string, batch: readonly VerseRecord[]): string {
  let rows = "";
  for (const r of batch) {
    rows += copyLine([
      code,
      r.book,
      r.chapter,
      r.verse,
      r.text,
      r.originalRef,
      r.heading,
      r.verseEnd,
      r.strongs === undefined ? null : JSON.stringify(contentTags(r.strongs, language)),
      r.ruby === undefined ? null : JSON.stringify(r.ruby),
    ]);
  }
  return rows;
}

/** The full-text documents of a batch of verses: folded and segmented here, stemmed by Postgres. */
export function searchRows(language: string, batch: readonly SearchRecord[]): string {
  return JSON.stringify(
    batch.map((r) => ({ b: r.book, c: r.chapter, v: r.verse, d: searchDocument(language, r.text) })),
  );
}

/** Every batch of a version, ready to send (built off the writing thread by the prepare worker). */
export function rowBatches(code: string, language: string, records: readonly VerseRecord[]): RowBatch[] {
  const batches: RowBatch[] = [];
  for (let start = 0; start < records.length; start += BATCH) {
    const batch = records.slice(start, start + BATCH);
    batches.push({
      count: batch.length,
      verses: verseRows(code, language, batch),
      search: searchRows(language, batch),
    });
  }
  return batches;
}
