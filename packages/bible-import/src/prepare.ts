import { join } from "node:path";
import type { CatalogEntry } from "./catalog.ts";
import { verifyChecksum } from "./checksum.ts";
import { BibleImportError } from "./errors.ts";
import { overlayVerses } from "./overlay.ts";
import { readBible } from "./read.ts";
import { type CoverageReport, coverage, summarizeNotes } from "./report.ts";
import { type RowBatch, rowBatches } from "./rows.ts";
import type { BibleFormat, VerseRecord } from "./types.ts";
import { recordSpans } from "./versification/spans.ts";

// Imported by the prepare worker, which Node runs with its type stripping: relative imports name their `.ts`.

export const EXPECTED_VERSES = 31_102;

export type ReadEntryOptions = {
  /** A local copy of the Bible files, where the entry's clean copy is looked for. */
  sourceDir?: string | undefined;
  onVerses?: (done: number) => void;
};

/** The verses of a shipped version in KJV numbering, from its located copy (clean copy laid over, spans recorded). */
export async function readLocatedEntry(entry: CatalogEntry, path: string, options: ReadEntryOptions = {}) {
  if (!entry.source) throw new BibleImportError("not_distributable", `${entry.code} has no source`);
  const text = await readBible(path, {
    format: entry.source.format,
    versification: entry.versification,
    ...(entry.source.bookOrder ? { bookOrder: entry.source.bookOrder } : {}),
    ...(entry.corrections ? { corrections: entry.corrections } : {}),
    ...(options.onVerses ? { onVerses: options.onVerses } : {}),
  });
  const records = await withCleanerCopy(entry, text.records, options.sourceDir);
  return { text, records };
}

/** The verses of the entry's clean copy, when there is one locally, replace those of its main source. */
async function withCleanerCopy(
  entry: CatalogEntry,
  records: VerseRecord[],
  sourceDir: string | undefined,
): Promise<VerseRecord[]> {
  const cleaner = entry.source?.cleaner;
  if (!cleaner || !sourceDir) return records;
  const path = join(sourceDir, cleaner.path);
  await verifyChecksum(path, cleaner.sha256);
  const clean = await readBible(path, { format: cleaner.format, versification: entry.versification });
  return recordSpans(overlayVerses(records, clean.records).records);
}

/** A version read and turned into the batches the installer writes: all the work that needs no database. */
export type PreparedVersion = {
  format: BibleFormat;
  versification: string;
  notes: string[];
  report: CoverageReport;
  batches: RowBatch[];
};

export async function prepareEntry(
  entry: CatalogEntry,
  path: string,
  options: ReadEntryOptions = {},
): Promise<PreparedVersion> {
  const { text, records } = await readLocatedEntry(entry, path, options);
  return {
    format: text.format,
    versification: text.versification,
    notes: summarizeNotes(text.notes),
    report: coverage(records),
    batches: rowBatches(entry.code, entry.language, records),
  };
}
