import { availableParallelism } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import {
  and,
  commentarySections,
  crossReferences,
  type Database,
  dictionaryBuckets,
  eq,
  isNotNull,
  lexiconDatasets,
  lexiconEntries,
  lexiconSenses,
  type Queryable,
  sql,
  taggedVerses,
  verses,
} from "@bible/db";
import { forgetWordStudyRevisions, WORD_STUDY_CHANGED } from "../alignment/revision";
import { FREEDICT_LANGUAGES } from "../dictionary-store";
import { DATASETS, type DataFile, type Dataset, type DatasetId } from "../manifest";
import { MHCC_SOURCE, TAGGED_SOURCES } from "../sources";
import { insertBatches, insertRows } from "./bulk";
import type { DictdSource, PairSources } from "./freedict";
import { runInThreads } from "./job-threads";
import type { LexiconParseJob, LexiconParseMessage } from "./lexicon-parse.worker";
import type { OriginalVerse } from "./oshb";
import { type ParsedDataset, parseDataset, taggedDataset } from "./parse";
import { checkDataFile, type LoadedFile, loadDataFile, type SourceOptions, SourceUnavailableError } from "./source";

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

async function readAll(dataset: Dataset, options: InstallOptions): Promise<LoadedFile[]> {
  const files: LoadedFile[] = [];
  for (const [index, file] of dataset.files.entries()) {
    files.push(await loadDataFile(file, options));
    options.onProgress?.({ dataset: dataset.id, phase: "read", done: index + 1, total: dataset.files.length });
  }
  return files;
}

const TABLES = { lexiconEntries, lexiconSenses, taggedVerses, crossReferences, commentarySections };

/** Deletes the rows of a data set other than FreeDict, before it is written again. */
async function clear(tx: Queryable, id: ParsedDataset["id"]): Promise<void> {
  switch (id) {
    case "strongs-hebrew":
      await tx.delete(lexiconEntries).where(sql`${lexiconEntries.strongs} like 'H%'`);
      await tx.delete(lexiconSenses);
      return;
    case "strongs-greek":
      await tx.delete(lexiconEntries).where(sql`${lexiconEntries.strongs} like 'G%'`);
      return;
    case "kjv-strongs":
      await tx.delete(taggedVerses).where(eq(taggedVerses.source, TAGGED_SOURCES.kjv));
      return;
    case "oshb":
      await tx.delete(taggedVerses).where(eq(taggedVerses.source, TAGGED_SOURCES.oshb));
      return;
    case "rp2018":
      await tx.delete(taggedVerses).where(eq(taggedVerses.source, TAGGED_SOURCES.rp2018));
      return;
    case "cross-references":
      await tx.delete(crossReferences);
      return;
    case "mhcc":
      await tx.delete(commentarySections).where(eq(commentarySections.source, MHCC_SOURCE));
      return;
  }
}

/** A parsed data set's write: its old rows deleted, then its tables in turn (progress counts all their rows). */
function toPrepared(parsed: ParsedDataset): Prepared {
  return {
    rows: parsed.rows,
    details: parsed.details,
    write: async (tx, progress) => {
      await clear(tx, parsed.id);
      let before = 0;
      for (const { table, batches } of parsed.writes) {
        const offset = before;
        await insertBatches(tx, TABLES[table], batches, { onBatch: (n) => progress(offset + n) });
        before += batches.rows;
      }
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

/** The data sets other than FreeDict being parsed in a worker thread, each kept until it is written. */
type DatasetParsing = {
  parsed: (id: DatasetId) => Promise<LexiconParseMessage> | undefined;
  widen: () => void;
};

/**
 * Starts reading and parsing these data sets in a worker thread (see lexicon-parse.worker.ts), at the lowest
 * priority when `ahead`. Widened (the install itself has started), a low-priority worker that has not finished is
 * replaced by one at the ordinary priority for the data sets it has not sent yet: the writer waits for them now.
 */
function startDatasetParsing(options: SourceOptions, ids: DatasetId[], ahead: boolean): DatasetParsing {
  type Result = {
    /** Dropped once taken: what was parsed is not kept after it is written (over 100 MB of JSON in all). */
    promise?: Promise<LexiconParseMessage>;
    resolve: (message: LexiconParseMessage) => void;
    reject: (error: unknown) => void;
    done: boolean;
  };
  const results = new Map<DatasetId, Result>();
  for (const id of ids) {
    let resolve: Result["resolve"] = () => {};
    let reject: Result["reject"] = () => {};
    const promise = new Promise<LexiconParseMessage>((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
    promise.catch(() => {}); // reported when awaited by installLexicon
    results.set(id, { promise, resolve, reject, done: false });
  }
  const pending = () => ids.filter((id) => !results.get(id)?.done);
  let current: { worker: Worker; yieldCpu: boolean; replaced: boolean } | undefined;
  const spawn = (datasets: DatasetId[], yieldCpu: boolean) => {
    const job: LexiconParseJob = { lexiconDir: options.lexiconDir, biblesDir: options.biblesDir, datasets, yieldCpu };
    const worker = new Worker(new URL("./lexicon-parse.worker.ts", import.meta.url), {
      name: "lexicon-parse",
      workerData: job,
    });
    const state = { worker, yieldCpu, replaced: false };
    current = state;
    const fail = (error: unknown) => {
      if (state.replaced) return;
      for (const id of pending()) results.get(id)?.reject(error);
    };
    worker.on("message", (message: LexiconParseMessage) => {
      const result = results.get(message.id);
      if (!result || result.done) return;
      result.done = true;
      result.resolve(message);
      // A promise's resolving functions keep it, and it its message, after it is taken: as long as the install's
      // caller holds this parsing (the server did until its background work ended), so they go too.
      result.resolve = () => {};
      result.reject = () => {};
    });
    worker.once("error", fail);
    worker.once("exit", (code) => {
      if (pending().length > 0) fail(new Error(`lexicon parsing worker exited with code ${code}`));
    });
  };
  spawn(ids, ahead);
  return {
    parsed: (id) => {
      const result = results.get(id);
      const promise = result?.promise;
      if (result) delete result.promise;
      return promise;
    },
    widen: () => {
      const left = pending();
      if (!current?.yieldCpu || left.length === 0) return;
      current.replaced = true;
      void current.worker.terminate();
      spawn(left, false);
    },
  };
}

type BucketRows = [bucket: number, entries: Uint8Array][];

type FreedictCode = keyof typeof FREEDICT_LANGUAGES;

type ParsedPair = { a: FreedictCode; b: FreedictCode; rows: { forward: BucketRows; backward: BucketRows } };

/**
 * FreeDict's language pairs (a-b, a first in alphabetical order), each with its dictionaries a-b (forward) and b-a
 * (backward), either may be missing, and how each is read; `indexes`: every dictionary's index file.
 */
export function freedictPairs(lexiconDir: string): {
  dictionaries: number;
  indexes: DataFile[];
  pairs: { a: FreedictCode; b: FreedictCode; sources: PairSources }[];
} {
  const dataset = DATASETS.find((d) => d.id === "freedict");
  if (!dataset) throw new Error("FreeDict is not in the manifest");
  const filesOf = new Map<string, { index?: DataFile; dict?: DataFile }>();
  for (const file of dataset.files) {
    const [, pair, kind] = /freedict-([a-z]{3}-[a-z]{3})\.(index|dict)/.exec(file.path) ?? [];
    if (!pair) continue;
    filesOf.set(pair, { ...filesOf.get(pair), [kind === "index" ? "index" : "dict"]: file });
  }
  const source = (pair: string): DictdSource | null => {
    const files = filesOf.get(pair);
    return files?.index && files.dict ? { index: files.index, dict: files.dict } : null;
  };
  const languagePairs = [...new Set([...filesOf.keys()].map((pair) => pair.split("-").sort().join("-")))].sort();
  return {
    dictionaries: filesOf.size,
    indexes: [...filesOf.values()].flatMap(({ index }) => (index ? [index] : [])),
    pairs: languagePairs.map((pair) => {
      const [a, b] = pair.split("-") as [FreedictCode, FreedictCode];
      const sources: PairSources = {
        lexiconDir,
        forward: source(`${a}-${b}`),
        backward: source(`${b}-${a}`),
        keepPronunciation: { forward: a !== "jpn" && a !== "ara", backward: b !== "jpn" && b !== "ara" },
        japanese: { forward: a === "jpn", backward: b === "jpn" },
      };
      return { a, b, sources };
    }),
  };
}

/**
 * FreeDict's language pairs being parsed, in order, by worker threads that each parse one pair after another: at
 * most `parallel` at a time (raised by `widen`), each pair kept until it is written.
 */
type FreedictParsing = {
  dictionaries: number;
  languagePairs: string[];
  parsed: (index: number) => Promise<ParsedPair>;
  widen: (parallel: number) => void;
};

/**
 * Starts parsing FreeDict: the dictionaries of each language pair are read by the worker that parses them
 * (uncompressed they take 200 MB together; their checksums and decompression stay off the writer's thread), each
 * direction from its own dictionary read forwards and the opposite one read backwards, so "tierra" finds the fra-spa
 * entry "terre". The indexes are checked here first (read and their checksums verified, not decompressed: this is
 * the thread that writes): a missing local copy is reported before anything is written.
 */
async function startFreedictParsing(
  options: SourceOptions,
  parallel: number,
  { ahead = false }: { ahead?: boolean } = {},
): Promise<FreedictParsing> {
  const { dictionaries, indexes, pairs } = freedictPairs(options.lexiconDir ?? "");
  for (const index of indexes) await checkDataFile(index, options);
  if (!options.lexiconDir) {
    throw new SourceUnavailableError("FreeDict has no upstream address here: set LEXICON_SOURCE_DIR");
  }
  const languagePairs = pairs.map(({ a, b }) => `${a}-${b}`);
  // Parsed ahead (before the install itself widens the parsing), the threads yield the CPU to the writer.
  const threads = runInThreads<PairSources, ParsedPair["rows"]>(
    pairs.map(({ sources }) => sources),
    (workerData) => new Worker(new URL("./freedict.worker.ts", import.meta.url), { name: "freedict", workerData }),
    { parallel, yieldCpu: ahead },
  );
  return {
    dictionaries,
    languagePairs,
    // Dropped once taken: a pair is not kept after it is written.
    parsed: async (index) => {
      const rows = await threads.take(index);
      const { a, b } = pairs[index] ?? {};
      if (!a || !b) throw new Error(`FreeDict pair ${index} is not in the manifest`);
      return { a, b, rows };
    },
    widen: threads.widen,
  };
}

/**
 * The part of a lexicon install that needs no database, started ahead of `installLexicon` (given as its `ahead`),
 * e.g. while the Bible texts are written, at the lowest priority (a core the writer does not need): the other data
 * sets whose files are local, read and parsed in one worker thread, and FreeDict's dictionaries, in one worker
 * thread at a time, then in one per core once the install itself starts.
 */
export type LexiconAhead = { freedict: Promise<FreedictParsing> | undefined; datasets: DatasetParsing };

export function startLexiconParsing(
  options: SourceOptions,
  datasets: readonly DatasetId[] = DATASETS.map((d) => d.id),
): LexiconAhead {
  const freedict = datasets.includes("freedict") ? startFreedictParsing(options, 1, { ahead: true }) : undefined;
  freedict?.catch(() => {}); // reported by installLexicon (a missing copy: the data set is skipped)
  const local = (file: DataFile) => Boolean(file.folder === "lexicon" ? options.lexiconDir : options.biblesDir);
  const others = DATASETS.filter((d) => d.id !== "freedict" && datasets.includes(d.id) && d.files.every(local));
  return {
    freedict,
    datasets: startDatasetParsing(
      options,
      others.map((d) => d.id),
      true,
    ),
  };
}

/**
 * FreeDict: the language pairs parsed in their workers (one per core, or started ahead and widened as the install
 * started) are written in order as they come, so parsing and writing overlap instead of taking turns.
 */
async function prepareFreedict(options: InstallOptions): Promise<Prepared> {
  const parsing = await (options.ahead?.freedict ?? startFreedictParsing(options, availableParallelism()));
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
        await insertRows(tx, dictionaryBuckets, values, { batch: 200 });
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
  const ahead = options.ahead?.datasets.parsed(dataset.id);
  if (ahead) {
    const message = await ahead;
    if ("unavailable" in message) throw new SourceUnavailableError(message.unavailable);
    if ("error" in message) throw new Error(message.error);
    return [toPrepared(message.parsed), message.origin, message.hashes];
  }
  if (dataset.id === "kjv-strongs" && !options.biblesDir) {
    const list = await kjvFromVersesTable(db);
    if (list.length === 0) {
      throw new SourceUnavailableError(
        "no KJV with Strong's numbers: set BIBLE_SOURCE_DIR or install the KJV Bible text first",
      );
    }
    return [toPrepared(taggedDataset("kjv-strongs", list, {})), "verses table (KJV)", []];
  }
  if (dataset.id === "freedict") {
    const folder = options.lexiconDir ? join(options.lexiconDir, "freedict") : "";
    if (!folder) throw new SourceUnavailableError("FreeDict has no upstream address here: set LEXICON_SOURCE_DIR");
    return [await prepareFreedict(options), folder, dataset.files.map((f) => f.storedSha256)];
  }
  const files = await readAll(dataset, options);
  const origin = options.lexiconDir && dataset.files[0]?.folder === "lexicon" ? options.lexiconDir : files[0]?.origin;
  return [toPrepared(parseDataset(dataset, files)), origin ?? "", files.map((f) => f.sha256)];
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
  // The install has started: what was parsed ahead at the lowest priority is now waited for (FreeDict's pairs too,
  // one thread per core: they are written last, and are parsed while the other data sets are written).
  options.ahead?.datasets.widen();
  options.ahead?.freedict?.then(
    (parsing) => parsing.widen(availableParallelism()),
    () => {},
  );
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
    // What a word study reads changed: this process's revisions go, the other processes are told.
    forgetWordStudyRevisions(db);
    await db.execute(sql`select pg_notify(${WORD_STUDY_CHANGED}, ${dataset.id})`);
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
