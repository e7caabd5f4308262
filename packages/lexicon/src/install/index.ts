import { availableParallelism } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { bookByNumber } from "@bible/canon";
import { verseCount, versesPerChapter } from "@bible/canon/verses";
import {
  and,
  commentarySections,
  crossReferences,
  type Database,
  dictionaryBuckets,
  eq,
  insertJsonRows,
  isNotNull,
  lexiconDatasets,
  lexiconEntries,
  lexiconSenses,
  type Queryable,
  sql,
  taggedVerses,
  verses,
} from "@bible/db";
import { DATASETS, type DataFile, type Dataset, type DatasetId } from "../manifest";
import { parseCrossReferences } from "./cross-references";
import { type DictdFiles, FREEDICT_LANGUAGES } from "./freedict";
import type { FreedictJob } from "./freedict.worker";
import { buildGreek, parseGreekPronunciations } from "./greek";
import { buildHebrew, parseAugIndex, parseHebrewStrong, parseLexicalIndex } from "./hebrew";
import { parseKjv } from "./kjv";
import { MHCC_SOURCE, parseMhcc } from "./mhcc";
import { type OriginalVerse, parseOshbBook, parseVerseMap } from "./oshb";
import { bookOfRpFile, parseRpBook } from "./rp2018";
import { type LoadedFile, loadDataFile, type SourceOptions, SourceUnavailableError } from "./source";

export { SourceUnavailableError } from "./source";

export type InstallProgress = {
  dataset: DatasetId;
  phase: "read" | "write";
  done: number;
  total: number;
};

export type InstallOptions = SourceOptions & {
  /** Only these data sets (default: all). */
  datasets?: readonly DatasetId[];
  /** What `startLexiconParsing` started ahead with the same sources. */
  ahead?: LexiconAhead | undefined;
  onProgress?: (progress: InstallProgress) => void;
};

export type DatasetReport = {
  id: DatasetId;
  /** Where the data came from: a folder, upstream addresses, or the KJV already in the verses table. */
  origin: string;
  rows: number;
  details: Record<string, number>;
  seconds: number;
  /** Why the data set was not installed. */
  skipped?: string;
};

type Prepared = {
  rows: number;
  details: Record<string, number>;
  /** Writes on `tx`: one transaction, or the database itself (each statement commits; see installLexicon). */
  write: (tx: Queryable, progress: (done: number) => void) => Promise<void>;
};

export const TAGGED_SOURCES = { kjv: "KJV", oshb: "OSHB", rp2018: "RP2018" } as const;

async function readAll(dataset: Dataset, options: InstallOptions): Promise<LoadedFile[]> {
  const files: LoadedFile[] = [];
  for (const [index, file] of dataset.files.entries()) {
    files.push(await loadDataFile(file, options));
    options.onProgress?.({ dataset: dataset.id, phase: "read", done: index + 1, total: dataset.files.length });
  }
  return files;
}

const text = (file: LoadedFile | undefined): string => {
  if (!file) throw new Error("Missing data file");
  return file.bytes.toString("utf8");
};

function prepareHebrew(files: LoadedFile[]): Prepared {
  const [strong, index, aug, json] = files;
  const built = buildHebrew(
    parseHebrewStrong(text(strong)),
    parseLexicalIndex(text(index)),
    parseAugIndex(text(aug)),
    JSON.parse(text(json)),
  );
  return {
    rows: built.entries.length + built.senses.length,
    details: {
      entries: built.entries.length,
      aramaic: built.aramaic,
      senses: built.senses.length,
      fromJsonOnly: built.fromJsonOnly,
    },
    write: async (tx, progress) => {
      await tx.delete(lexiconEntries).where(sql`${lexiconEntries.strongs} like 'H%'`);
      await tx.delete(lexiconSenses);
      await insertJsonRows(tx, lexiconEntries, built.entries, { onBatch: progress });
      await insertJsonRows(tx, lexiconSenses, built.senses, { onBatch: (n) => progress(built.entries.length + n) });
    },
  };
}

function prepareGreek(files: LoadedFile[]): Prepared {
  const [json, xml] = files;
  const entries = buildGreek(JSON.parse(text(json)), parseGreekPronunciations(text(xml)));
  return {
    rows: entries.length,
    details: { entries: entries.length, withPronunciation: entries.filter((e) => e.pronunciation).length },
    write: async (tx, progress) => {
      await tx.delete(lexiconEntries).where(sql`${lexiconEntries.strongs} like 'G%'`);
      await insertJsonRows(tx, lexiconEntries, entries, { onBatch: progress });
    },
  };
}

function prepareTagged(source: string, list: OriginalVerse[], details: Record<string, number>): Prepared {
  return {
    rows: list.length,
    details: { verses: list.length, words: list.reduce((n, v) => n + v.words.length, 0), ...details },
    write: async (tx, progress) => {
      await tx.delete(taggedVerses).where(eq(taggedVerses.source, source));
      const rows = list.map((v) => ({ source, ...v }));
      await insertJsonRows(tx, taggedVerses, rows, { batch: 2000, onBatch: progress });
    },
  };
}

/** Without a local copy of the KJV file, the KJV the Bible installer put in `verses` is read instead. */
async function kjvFromVersesTable(db: Database): Promise<OriginalVerse[]> {
  const rows = await db
    .select({
      book: verses.book,
      chapter: verses.chapter,
      verse: verses.verse,
      text: verses.text,
      words: verses.strongs,
    })
    .from(verses)
    .where(and(eq(verses.versionCode, "KJV"), isNotNull(verses.strongs)));
  return rows.map((r) => ({ ...r, words: (r.words ?? []).filter((w) => w.s.length > 0) }));
}

function prepareOshb(files: LoadedFile[]): Prepared {
  const mapFile = files.find((f) => f.origin.includes("VerseMap"));
  const verseMap = parseVerseMap(text(mapFile));
  const list = files.filter((f) => f !== mapFile).flatMap((f) => parseOshbBook(text(f), verseMap));
  const aramaicWords = list.reduce((n, v) => n + v.words.filter((w) => w.m?.startsWith("A")).length, 0);
  return prepareTagged(TAGGED_SOURCES.oshb, list, { aramaicWords, remapped: verseMap.size });
}

function prepareRp(dataset: Dataset, files: LoadedFile[]): Prepared {
  const list: OriginalVerse[] = [];
  let outsideKjv = 0;
  for (const [index, file] of files.entries()) {
    const name = dataset.files[index]?.path.split("/").at(-1) ?? "";
    const book = bookOfRpFile(name);
    if (!book) throw new Error(`Unknown RP2018 book file ${name}`);
    const counts = versesPerChapter(bookByNumber(book));
    for (const verse of parseRpBook(text(file), book)) {
      if (verse.verse > (counts[verse.chapter - 1] ?? 0)) outsideKjv++;
      else list.push(verse);
    }
  }
  return prepareTagged(TAGGED_SOURCES.rp2018, list, { outsideKjvNumbering: outsideKjv });
}

function prepareCrossReferences(files: LoadedFile[]): Prepared {
  const parsed = parseCrossReferences(text(files[0]));
  return {
    rows: parsed.rows.length,
    details: {
      read: parsed.read,
      kept: parsed.rows.length,
      notPositive: parsed.skippedVotes,
      unparsed: parsed.unparsed,
    },
    write: async (tx, progress) => {
      await tx.delete(crossReferences);
      await insertJsonRows(tx, crossReferences, parsed.rows, { onBatch: progress });
    },
  };
}

function prepareMhcc(files: LoadedFile[]): Prepared {
  const parsed = parseMhcc(text(files[0]), (book, chapter) => verseCount(bookByNumber(book), chapter));
  return {
    rows: parsed.sections.length,
    details: { keys: parsed.keys, sections: parsed.sections.length },
    write: async (tx, progress) => {
      await tx.delete(commentarySections).where(eq(commentarySections.source, MHCC_SOURCE));
      await insertJsonRows(tx, commentarySections, parsed.sections, { batch: 500, onBatch: progress });
    },
  };
}

type BucketRows = [bucket: number, entries: Uint8Array][];

/** Parses the dictionaries of one language pair in a worker thread (see freedict.worker.ts). */
function parsePair(job: FreedictJob): Promise<{ forward: BucketRows; backward: BucketRows }> {
  const transfer = [job.forward, job.backward].flatMap((files) =>
    files ? [files.index.buffer, files.dict.buffer].filter((b): b is ArrayBuffer => b instanceof ArrayBuffer) : [],
  );
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./freedict.worker.ts", import.meta.url), {
      workerData: job,
      transferList: transfer,
    });
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`FreeDict worker exited with code ${code}`));
    });
  });
}

type FreedictCode = keyof typeof FREEDICT_LANGUAGES;

type ParsedPair = { a: FreedictCode; b: FreedictCode; rows: { forward: BucketRows; backward: BucketRows } };

/**
 * FreeDict's language pairs being parsed, in their workers, in order: at most `parallel` at a time (raised by
 * `widen`), each kept until it is written.
 */
type FreedictParsing = {
  dictionaries: number;
  languagePairs: string[];
  parsed: (index: number) => Promise<ParsedPair>;
  widen: (parallel: number) => void;
};

/**
 * Starts parsing FreeDict: the dictionaries of each language pair are read when they are parsed (uncompressed they
 * take 200 MB together), each direction from its own dictionary read forwards and the opposite one read backwards,
 * so "tierra" finds the fra-spa entry "terre". Checksums are verified as files are read; a missing local copy is
 * reported here, before anything is written.
 */
async function startFreedictParsing(
  options: SourceOptions,
  parallel: number,
  { ahead = false }: { ahead?: boolean } = {},
): Promise<FreedictParsing> {
  const dataset = DATASETS.find((d) => d.id === "freedict");
  if (!dataset) throw new Error("FreeDict is not in the manifest");
  const filesOf = new Map<string, { index?: DataFile; dict?: DataFile }>();
  for (const file of dataset.files) {
    const [, pair, kind] = /freedict-([a-z]{3}-[a-z]{3})\.(index|dict)/.exec(file.path) ?? [];
    if (!pair) continue;
    filesOf.set(pair, { ...filesOf.get(pair), [kind === "index" ? "index" : "dict"]: file });
  }
  for (const { index } of filesOf.values()) if (index) await loadDataFile(index, options);
  const read = async (pair: string): Promise<DictdFiles | null> => {
    const files = filesOf.get(pair);
    if (!files?.index || !files.dict) return null;
    return {
      index: (await loadDataFile(files.index, options)).bytes,
      dict: (await loadDataFile(files.dict, options)).bytes,
    };
  };
  const languagePairs = [...new Set([...filesOf.keys()].map((pair) => pair.split("-").sort().join("-")))].sort();
  // Parsed ahead (before the install itself widens the parsing), a pair's worker yields the CPU to the writer.
  let yieldCpu = ahead;
  const parse = async (pair: string): Promise<ParsedPair> => {
    const [a, b] = pair.split("-") as [FreedictCode, FreedictCode];
    const rows = await parsePair({
      forward: await read(`${a}-${b}`),
      backward: await read(`${b}-${a}`),
      keepPronunciation: { forward: a !== "jpn" && a !== "ara", backward: b !== "jpn" && b !== "ara" },
      japanese: { forward: a === "jpn", backward: b === "jpn" },
      yieldCpu,
    });
    return { a, b, rows };
  };
  const parsing: Promise<ParsedPair>[] = [];
  let running = 0;
  let limit = parallel;
  const pump = () => {
    while (running < limit && parsing.length < languagePairs.length) {
      const pair = languagePairs[parsing.length] ?? "";
      running++;
      const parsed = parse(pair);
      // A failure stops the parsing: the writer stops at that pair (awaited in turn, not "unhandled" until then).
      parsed.then(
        () => {
          running--;
          pump();
        },
        () => {},
      );
      parsing.push(parsed);
    }
  };
  pump();
  return {
    dictionaries: filesOf.size,
    languagePairs,
    parsed: (index) => parsing[index] ?? Promise.reject(new Error(`FreeDict pair ${index} is not being parsed`)),
    widen: (parallel) => {
      yieldCpu = false;
      limit = Math.max(limit, parallel);
      pump();
    },
  };
}

/**
 * The part of a lexicon install that needs no database, started ahead of `installLexicon` (given as its `ahead`),
 * e.g. while the Bible texts are written: FreeDict's dictionaries, parsed in one worker thread at a time at the
 * lowest priority (a core the writer does not need), then in one per core once the install itself starts.
 */
export type LexiconAhead = { freedict: Promise<FreedictParsing> };

export function startLexiconParsing(options: SourceOptions): LexiconAhead {
  const freedict = startFreedictParsing(options, 1, { ahead: true });
  freedict.catch(() => {}); // reported by installLexicon (a missing copy: the data set is skipped)
  return { freedict };
}

/**
 * FreeDict: the language pairs parsed in their workers (one per core, or already started ahead) are written in
 * order as they come, so parsing and writing overlap instead of taking turns.
 */
async function prepareFreedict(options: InstallOptions): Promise<Prepared> {
  const parallel = Math.max(1, availableParallelism());
  const parsing = await (options.ahead?.freedict ?? startFreedictParsing(options, parallel));
  parsing.widen(parallel);
  const { languagePairs } = parsing;
  return {
    rows: languagePairs.length,
    details: { dictionaries: parsing.dictionaries, languagePairs: languagePairs.length },
    write: async (tx, progress) => {
      await tx.delete(dictionaryBuckets);
      const insert = async (source: FreedictCode, target: FreedictCode, rows: BucketRows) => {
        const sourceLanguage = FREEDICT_LANGUAGES[source];
        const targetLanguage = FREEDICT_LANGUAGES[target];
        const values = rows.map(([bucket, entries]) => ({ sourceLanguage, targetLanguage, bucket, entries }));
        await insertJsonRows(tx, dictionaryBuckets, values, { batch: 200 });
      };
      for (let done = 0; done < languagePairs.length; done++) {
        const { a, b, rows } = await parsing.parsed(done);
        await insert(a, b, rows.forward);
        await insert(b, a, rows.backward);
        progress(done + 1);
      }
    },
  };
}

async function prepare(db: Database, dataset: Dataset, options: InstallOptions): Promise<[Prepared, string, string[]]> {
  if (dataset.id === "kjv-strongs" && !options.biblesDir) {
    const list = await kjvFromVersesTable(db);
    if (list.length === 0) {
      throw new SourceUnavailableError(
        "no KJV with Strong's numbers: set BIBLE_SOURCE_DIR or install the KJV Bible text first",
      );
    }
    return [prepareTagged(TAGGED_SOURCES.kjv, list, {}), "verses table (KJV)", []];
  }
  if (dataset.id === "freedict") {
    const folder = options.lexiconDir ? join(options.lexiconDir, "freedict") : "";
    if (!folder) throw new SourceUnavailableError("FreeDict has no upstream address here: set LEXICON_SOURCE_DIR");
    return [await prepareFreedict(options), folder, dataset.files.map((f) => f.storedSha256)];
  }
  const files = await readAll(dataset, options);
  const origin = options.lexiconDir && dataset.files[0]?.folder === "lexicon" ? options.lexiconDir : files[0]?.origin;
  const hashes = files.map((f) => f.sha256);
  switch (dataset.id) {
    case "strongs-hebrew":
      return [prepareHebrew(files), origin ?? "", hashes];
    case "strongs-greek":
      return [prepareGreek(files), origin ?? "", hashes];
    case "kjv-strongs": {
      const parsed = parseKjv(text(files[0]));
      return [prepareTagged(TAGGED_SOURCES.kjv, parsed.verses, { keys: parsed.keys }), origin ?? "", hashes];
    }
    case "oshb":
      return [prepareOshb(files), origin ?? "", hashes];
    case "rp2018":
      return [prepareRp(dataset, files), origin ?? "", hashes];
    case "cross-references":
      return [prepareCrossReferences(files), origin ?? "", hashes];
    case "mhcc":
      return [prepareMhcc(files), origin ?? "", hashes];
  }
}

/**
 * Installs the lexicon data sets. One already installed is replaced in one transaction, so a re-run is safe and
 * a failure leaves the previous data in place. One not installed yet has no data to keep: its statements commit
 * one by one (the embedded database's single connection serves health checks and readers between them instead
 * of after a transaction of many seconds) and its row in lexicon_datasets comes last, so a run stopped half-way
 * leaves it "not installed" and the next run writes it again from the start (each begins by deleting its rows).
 * A data set whose files cannot be had is reported as skipped; any other error stops the install.
 */
export async function installLexicon(db: Database, options: InstallOptions = {}): Promise<DatasetReport[]> {
  const wanted = options.datasets ?? DATASETS.map((d) => d.id);
  const reports: DatasetReport[] = [];
  const installed = await installedDatasets(db);
  for (const dataset of DATASETS.filter((d) => wanted.includes(d.id))) {
    const started = performance.now();
    let prepared: Prepared;
    let origin: string;
    let hashes: string[];
    try {
      [prepared, origin, hashes] = await prepare(db, dataset, options);
    } catch (error) {
      if (!(error instanceof SourceUnavailableError)) throw error;
      reports.push({ id: dataset.id, origin: "", rows: 0, details: {}, seconds: 0, skipped: error.message });
      continue;
    }
    const report = (done: number) =>
      options.onProgress?.({ dataset: dataset.id, phase: "write", done, total: prepared.rows });
    const write = async (tx: Queryable) => {
      await prepared.write(tx, report);
      const sha256 = Object.fromEntries(hashes.map((h, i) => [dataset.files[i]?.path ?? String(i), h]));
      const row = { id: dataset.id, source: origin, sha256, rows: prepared.rows, details: prepared.details };
      await tx
        .insert(lexiconDatasets)
        .values(row)
        .onConflictDoUpdate({ target: lexiconDatasets.id, set: { ...row, installedAt: new Date() } });
    };
    if (installed.has(dataset.id)) await db.transaction(write);
    else await write(db);
    reports.push({
      id: dataset.id,
      origin,
      rows: prepared.rows,
      details: prepared.details,
      seconds: (performance.now() - started) / 1000,
    });
  }
  return reports;
}

/** The data sets not installed yet (all of them on a fresh database). */
export async function missingDatasets(db: Database): Promise<DatasetId[]> {
  const installed = new Set((await db.select({ id: lexiconDatasets.id }).from(lexiconDatasets)).map((r) => r.id));
  return DATASETS.map((d) => d.id).filter((id) => !installed.has(id));
}

/** The ids of the installed data sets. */
export async function installedDatasets(db: Queryable): Promise<Set<string>> {
  return new Set((await db.select({ id: lexiconDatasets.id }).from(lexiconDatasets)).map((r) => r.id));
}
