// The parsing of a lexicon data set (all but FreeDict, see freedict.ts), into rows already serialized for the
// database: run by lexicon-parse.worker.ts while the Bible texts are written, or in the install itself. Imported by
// a worker under Node's type stripping: relative imports name their .ts file.
import { bookByNumber } from "@bible/canon";
import { verseCount, versesPerChapter } from "@bible/canon/verses";
import { type CopyBatches, CopyBatchWriter, toCopyBatches } from "@bible/db/copy-text";
import type { Dataset, DatasetId } from "../manifest.ts";
import { TAGGED_SOURCES } from "../sources.ts";
import { parseCrossReferences } from "./cross-references.ts";
import { buildGreek, parseGreekPronunciations } from "./greek.ts";
import { buildHebrew, parseAugIndex, parseHebrewStrong, parseLexicalIndex } from "./hebrew.ts";
import { parseKjv } from "./kjv.ts";
import { parseMhcc } from "./mhcc.ts";
import { type OriginalVerse, parseOshbBook, parseVerseMap } from "./oshb.ts";
import { bookOfRpFile, parseRpBook } from "./rp2018.ts";
import type { LoadedFile } from "./source.ts";

/** The tables a lexicon data set writes. */
export type LexiconTable =
  | "lexiconEntries"
  | "lexiconSenses"
  | "taggedVerses"
  | "crossReferences"
  | "commentarySections";

/**
 * A data set parsed: plain data (a worker thread sends it as it is). `writes`, in order, after the data set's old
 * rows are deleted.
 */
export type ParsedDataset = {
  id: Exclude<DatasetId, "freedict">;
  rows: number;
  details: Record<string, number>;
  writes: { table: LexiconTable; batches: CopyBatches }[];
};

const text = (file: LoadedFile | undefined): string => {
  if (!file) throw new Error("Missing data file");
  return file.bytes.toString("utf8");
};

function parseHebrewDataset(files: LoadedFile[]): ParsedDataset {
  const [strong, index, aug, json] = files;
  const built = buildHebrew(
    parseHebrewStrong(text(strong)),
    parseLexicalIndex(text(index)),
    parseAugIndex(text(aug)),
    JSON.parse(text(json)),
  );
  return {
    id: "strongs-hebrew",
    rows: built.entries.length + built.senses.length,
    details: {
      entries: built.entries.length,
      aramaic: built.aramaic,
      senses: built.senses.length,
      fromJsonOnly: built.fromJsonOnly,
    },
    writes: [
      { table: "lexiconEntries", batches: toCopyBatches(built.entries) },
      { table: "lexiconSenses", batches: toCopyBatches(built.senses) },
    ],
  };
}

function parseGreekDataset(files: LoadedFile[]): ParsedDataset {
  const [json, xml] = files;
  const entries = buildGreek(JSON.parse(text(json)), parseGreekPronunciations(text(xml)));
  return {
    id: "strongs-greek",
    rows: entries.length,
    details: { entries: entries.length, withPronunciation: entries.filter((e) => e.pronunciation).length },
    writes: [{ table: "lexiconEntries", batches: toCopyBatches(entries) }],
  };
}

/** The columns of a tagged verse's row, in the order its properties come. */
const TAGGED_KEYS = ["source", "book", "chapter", "verse", "text", "words"];

/**
 * The verses of one tagged text (KJV, OSHB, RP2018) serialized as its data set writes them, one at a time as they
 * are parsed: their words (a million objects in all) are not kept to the end.
 */
class TaggedRows {
  private readonly id: "kjv-strongs" | "oshb" | "rp2018";
  private readonly source: string;
  // 5000 verses a COPY, as before (the 2000 once written here was given to Array.map, which ignored it).
  private readonly writer = new CopyBatchWriter(TAGGED_KEYS);
  private verses = 0;
  private words = 0;

  constructor(id: "kjv-strongs" | "oshb" | "rp2018") {
    this.id = id;
    this.source = TAGGED_SOURCES[id === "kjv-strongs" ? "kjv" : id];
  }

  add(verse: OriginalVerse): void {
    const { book, chapter, text, words } = verse;
    this.writer.add({ source: this.source, book, chapter, verse: verse.verse, text, words });
    this.verses++;
    this.words += words.length;
  }

  dataset(details: Record<string, number>): ParsedDataset {
    return {
      id: this.id,
      rows: this.verses,
      details: { verses: this.verses, words: this.words, ...details },
      writes: [{ table: "taggedVerses", batches: this.writer.finish() }],
    };
  }
}

/** The verses of one tagged text (KJV, OSHB, RP2018) as their data set writes them. */
export function taggedDataset(
  id: "kjv-strongs" | "oshb" | "rp2018",
  list: OriginalVerse[],
  details: Record<string, number>,
): ParsedDataset {
  const rows = new TaggedRows(id);
  for (const verse of list) rows.add(verse);
  return rows.dataset(details);
}

function parseKjvDataset(files: LoadedFile[]): ParsedDataset {
  const rows = new TaggedRows("kjv-strongs");
  const { keys } = parseKjv(text(files[0]), (verse) => rows.add(verse));
  return rows.dataset({ keys });
}

function parseOshbDataset(files: LoadedFile[]): ParsedDataset {
  const mapFile = files.find((f) => f.origin.includes("VerseMap"));
  const verseMap = parseVerseMap(text(mapFile));
  const rows = new TaggedRows("oshb");
  let aramaicWords = 0;
  for (const file of files) {
    if (file === mapFile) continue;
    // A book's verses are complete at its end (the verse map can join two verses); written, they are dropped.
    for (const verse of parseOshbBook(text(file), verseMap)) {
      for (const word of verse.words) if (word.m?.charCodeAt(0) === 0x41) aramaicWords++; // "A…": Aramaic
      rows.add(verse);
    }
  }
  return rows.dataset({ aramaicWords, remapped: verseMap.size });
}

function parseRpDataset(dataset: Dataset, files: LoadedFile[]): ParsedDataset {
  const rows = new TaggedRows("rp2018");
  let outsideKjv = 0;
  for (const [index, file] of files.entries()) {
    const name = dataset.files[index]?.path.split("/").at(-1) ?? "";
    const book = bookOfRpFile(name);
    if (!book) throw new Error(`Unknown RP2018 book file ${name}`);
    const counts = versesPerChapter(bookByNumber(book));
    for (const verse of parseRpBook(text(file), book)) {
      if (verse.verse > (counts[verse.chapter - 1] ?? 0)) outsideKjv++;
      else rows.add(verse);
    }
  }
  return rows.dataset({ outsideKjvNumbering: outsideKjv });
}

/** The columns of a cross-reference's row, in the order its properties come. */
const CROSS_REFERENCE_KEYS = [
  "fromBook",
  "fromChapter",
  "fromVerse",
  "toBook",
  "toChapter",
  "toVerse",
  "toEndBook",
  "toEndChapter",
  "toEndVerse",
  "votes",
];

function parseCrossReferencesDataset(files: LoadedFile[]): ParsedDataset {
  const writer = new CopyBatchWriter(CROSS_REFERENCE_KEYS);
  const parsed = parseCrossReferences(text(files[0]), (row) => writer.add(row));
  return {
    id: "cross-references",
    rows: parsed.kept,
    details: {
      read: parsed.read,
      kept: parsed.kept,
      notPositive: parsed.skippedVotes,
      unparsed: parsed.unparsed,
    },
    writes: [{ table: "crossReferences", batches: writer.finish() }],
  };
}

function parseMhccDataset(files: LoadedFile[]): ParsedDataset {
  const parsed = parseMhcc(text(files[0]), (book, chapter) => verseCount(bookByNumber(book), chapter));
  return {
    id: "mhcc",
    rows: parsed.sections.length,
    details: { keys: parsed.keys, sections: parsed.sections.length },
    writes: [{ table: "commentarySections", batches: toCopyBatches(parsed.sections, 500) }],
  };
}

/** Parses the files of a data set other than FreeDict (read in the manifest's order). */
export function parseDataset(dataset: Dataset, files: LoadedFile[]): ParsedDataset {
  switch (dataset.id) {
    case "strongs-hebrew":
      return parseHebrewDataset(files);
    case "strongs-greek":
      return parseGreekDataset(files);
    case "kjv-strongs":
      return parseKjvDataset(files);
    case "oshb":
      return parseOshbDataset(files);
    case "rp2018":
      return parseRpDataset(dataset, files);
    case "cross-references":
      return parseCrossReferencesDataset(files);
    case "mhcc":
      return parseMhccDataset(files);
    case "freedict":
      throw new Error("FreeDict is parsed by language pair (see freedict.worker.ts)");
  }
}
