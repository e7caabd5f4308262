import { basename } from "node:path";
import { detectFormat } from "./detect.ts";
import { BibleImportError } from "./errors.ts";
import { readSourceBatches, swordConfVersification } from "./formats/index.ts";
import type { BibleFormat, VerseRecord } from "./types.ts";
import { applySplits, type Corrections } from "./versification/corrections.ts";
import { type MappingNote, mapToKjv } from "./versification/index.ts";
import { recordSpans } from "./versification/spans.ts";
import { separatePsalmTitles } from "./versification/titles.ts";

export type ReadOptions = {
  /** Detected from the content when absent. */
  format?: BibleFormat;
  /** The source's numbering. Without it: the SWORD module .conf beside an IMP export, then `defaultVersification`, then KJV. */
  versification?: string;
  defaultVersification?: string;
  bookOrder?: "bnumber" | "document";
  /** Hand-checked corrections of one version (catalog), applied with its numbering scheme. */
  corrections?: Corrections;
  /** Called every 1,000 verses read. */
  onVerses?: (count: number) => void;
};

export type BibleText = {
  format: BibleFormat;
  versification: string;
  /** In KJV numbering, sorted, non-empty; joined verses recorded as spans (`verseEnd`). */
  records: VerseRecord[];
  notes: MappingNote[];
};

/** Reads a whole Bible (file or per-book folder, plain or gzipped) into KJV-numbered verses. */
export async function readBible(path: string, options: ReadOptions = {}): Promise<BibleText> {
  const format = options.format ?? (await detectFormat(path));
  const versification =
    options.versification ??
    (format === "imp" ? await swordConfVersification(path) : undefined) ??
    options.defaultVersification ??
    "KJV";
  const source: VerseRecord[] = [];
  const bookOrder = options.bookOrder ? { bookOrder: options.bookOrder } : {};
  for await (const batch of readSourceBatches(path, format, bookOrder)) {
    for (const record of batch) {
      source.push(record);
      if (options.onVerses && source.length % 1000 === 0) options.onVerses(source.length);
    }
  }
  const mapped = mapToKjv(source, versification, options.corrections?.anchors);
  const records = recordSpans(separatePsalmTitles(applySplits(mapped.records, options.corrections?.splits)));
  const { notes } = mapped;
  if (records.length === 0) {
    throw new BibleImportError("no_verses", `${basename(path)}: no verse found in this ${format} file`);
  }
  return { format, versification, records, notes };
}
