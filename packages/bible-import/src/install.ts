import { stat } from "node:fs/promises";
import { basename, join, resolve } from "node:path";
import { MessageChannel, receiveMessageOnPort } from "node:worker_threads";
import { findLanguage, searchLanguage } from "@bible/canon";
import { and, bibleVersions, type Database, isNotNull, lt, type NewBibleVersion, type Queryable } from "@bible/db";
import { ThreadPool } from "@bible/threads";
import { forgetVersions } from "@bible/versions";
import { CATALOG, type CatalogEntry, findCatalogEntry, type Upstream } from "./catalog.ts";
import { sourceChecksum, verifyChecksum } from "./checksum.ts";
import { BibleImportError } from "./errors.ts";
import { EXPECTED_VERSES, type PreparedVersion, readLocatedEntry } from "./prepare.ts";
import type { PrepareAnswer, PrepareJob, PrepareTask } from "./prepare.worker.ts";
import { readBible } from "./read.ts";
import { type CoverageReport, coverage, summarizeNotes } from "./report.ts";
import { type Stemmer, startStemmer } from "./stemmer.ts";
import type { BibleFormat } from "./types.ts";
import { downloadSource, type Fetch } from "./upstream.ts";
import {
  dropSearchIndex,
  ensureSearchIndex,
  IMPORT_REVISION,
  searchTableEmpty,
  writeBibleVersion,
  writePreparedVersion,
} from "./write.ts";

export type InstallPhase = "source" | "read" | "write";
export type InstallProgress = { code: string; phase: InstallPhase; done: number; total: number };

export type InstallOptions = {
  /** A local copy of the Bible files (BIBLE_SOURCE_DIR); when absent, upstream addresses are downloaded. */
  sourceDir?: string | undefined;
  /** Where downloads are kept (default ./.data/bibles). */
  cacheDir?: string | undefined;
  fetch?: Fetch;
  onProgress?: (progress: InstallProgress) => void;
  /**
   * The full-text documents stemmed in a worker thread of their own (`startStemmer`) rather than by the database
   * that stores them: for an embedded database (PGlite), whose one thread also writes everything else.
   */
  stemInWorker?: boolean | undefined;
};

export type InstallResult = CoverageReport & {
  code: string;
  name: string;
  format: BibleFormat;
  versification: string;
  sha256: string;
  sourceFile: string;
  /** Verses joined, kept past a chapter end or left out while placing them on KJV slots. */
  notes: string[];
  seconds: number;
};

/** Installs (or re-installs) one catalog version; throws a BibleImportError and changes nothing when it cannot. */
export async function installVersion(db: Database, code: string, options: InstallOptions = {}): Promise<InstallResult> {
  const entry = findCatalogEntry(code);
  if (!entry) throw unknownVersion(code);
  return installCatalogEntry(db, entry, options);
}

function unknownVersion(code: string): BibleImportError {
  const known = CATALOG.filter((e) => e.source).map((e) => e.code);
  return new BibleImportError("unknown_version", `${code}: not in the catalog (installable: ${known.join(", ")})`);
}

export async function installCatalogEntry(
  db: Database,
  entry: CatalogEntry,
  options: InstallOptions = {},
): Promise<InstallResult> {
  const started = performance.now();
  const preparer = startPreparer();
  try {
    return await writeCatalogEntry(db, entry, await prepareCatalogEntry(preparer, entry, options), options, started);
  } finally {
    await preparer.close();
  }
}

type Located = { path: string; sha256: string };

type Preparer = {
  prepare: (job: PrepareJob, onRead: (done: number) => void) => Promise<PreparedVersion>;
  close: () => Promise<void>;
};

/**
 * The prepare thread (prepare.worker.ts) of one install: it reads the versions it is sent one at a time, in the
 * order asked, and ends when the install closes it.
 */
function startPreparer(): Preparer {
  // Started with the first version to read (an install refused before reading starts none), kept between versions.
  const pool = new ThreadPool<PrepareTask, PrepareAnswer>(new URL("./prepare.worker.ts", import.meta.url), {
    name: "bible-prepare",
    idleMs: Number.POSITIVE_INFINITY,
  });
  return {
    prepare: async (job, onRead) => {
      // The verses read so far come through a port of their own while the thread reads.
      const { port1: progress, port2 } = new MessageChannel();
      progress.on("message", onRead);
      try {
        const answer = await pool.run({ ...job, progress: port2 }, { transfer: [port2] });
        // What the thread sent before its answer and is not delivered yet, in order.
        for (let left = receiveMessageOnPort(progress); left; left = receiveMessageOnPort(progress)) {
          onRead(left.message as number);
        }
        if (answer.kind === "error") throw new BibleImportError(answer.code, answer.message);
        return answer.prepared;
      } finally {
        progress.close();
      }
    },
    close: () => pool.close(),
  };
}

/**
 * Everything an install does before it writes, off the database's thread: the source located (downloaded,
 * checksum verified) here, then read and turned into the batches to write by the prepare worker.
 */
async function prepareCatalogEntry(
  preparer: Preparer,
  entry: CatalogEntry,
  options: InstallOptions,
): Promise<PreparedVersion & Located> {
  if (!entry.distributable || !entry.source) {
    throw new BibleImportError(
      "not_distributable",
      `${entry.code} (${entry.name}) is under copyright and not shipped; import a licensed copy with bible:import`,
    );
  }
  options.onProgress?.({ code: entry.code, phase: "source", done: 0, total: 1 });
  const located = await locateSource(entry, options);
  const prepared = await preparer.prepare({ entry, path: located.path, sourceDir: options.sourceDir }, (done) =>
    options.onProgress?.({ code: entry.code, phase: "read", done, total: EXPECTED_VERSES }),
  );
  return { ...prepared, ...located };
}

async function writeCatalogEntry(
  db: Database,
  entry: CatalogEntry,
  prepared: PreparedVersion & Located,
  options: InstallOptions,
  started: number,
  bulk = false,
): Promise<InstallResult> {
  const { report, sha256 } = prepared;
  await writePreparedVersion(
    db,
    catalogRow(entry, prepared.versification, sha256),
    prepared.batches,
    { ...report, sourceFile: entry.source?.path ?? "", sha256 },
    (done, total) => options.onProgress?.({ code: entry.code, phase: "write", done, total }),
    { bulk },
  );
  return {
    ...report,
    code: entry.code,
    name: entry.name,
    format: prepared.format,
    versification: prepared.versification,
    sha256,
    sourceFile: prepared.path,
    notes: prepared.notes,
    seconds: (performance.now() - started) / 1000,
  };
}

/** The verses of a shipped version in KJV numbering, from its stored copy (clean copy laid over, spans recorded). */
export async function readCatalogEntry(entry: CatalogEntry, options: InstallOptions = {}) {
  if (!entry.source) throw new BibleImportError("not_distributable", `${entry.code} has no source`);
  options.onProgress?.({ code: entry.code, phase: "source", done: 0, total: 1 });
  const { path, sha256 } = await locateSource(entry, options);
  const { text, records } = await readLocatedEntry(entry, path, {
    sourceDir: options.sourceDir,
    onVerses: (done) => options.onProgress?.({ code: entry.code, phase: "read", done, total: EXPECTED_VERSES }),
  });
  return { path, sha256, text, records };
}

async function locateSource(entry: CatalogEntry, options: InstallOptions): Promise<{ path: string; sha256: string }> {
  const source = entry.source;
  if (!source) throw new BibleImportError("not_distributable", `${entry.code} has no source`);
  if (options.sourceDir) {
    const path = join(options.sourceDir, source.path);
    try {
      await stat(path);
    } catch {
      throw new BibleImportError(
        "not_found",
        `${entry.code}: ${path} does not exist (BIBLE_SOURCE_DIR=${options.sourceDir})`,
      );
    }
    return { path, sha256: await verifyChecksum(path, source.sha256) };
  }
  return downloadSource(entry, {
    cacheDir: options.cacheDir ?? resolve(".data/bibles"),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

export type ImportFileOptions = InstallOptions & {
  code: string;
  /** A spec language id ('french') or two-letter code ('fr'). */
  language: string;
  name?: string | undefined;
  format?: BibleFormat | undefined;
  versification?: string | undefined;
  bookOrder?: "bnumber" | "document" | undefined;
};

const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,23}$/;

/**
 * Imports any Bible file a user brings (format detected from the content). A code that is in the catalog keeps
 * the catalog's description and levels; any other code becomes a new version of the given language.
 */
export async function importBibleFile(db: Database, path: string, options: ImportFileOptions): Promise<InstallResult> {
  const started = performance.now();
  if (!CODE.test(options.code)) {
    throw new BibleImportError(
      "bad_option",
      `"${options.code}" is not a valid version code (letters, digits, - and _)`,
    );
  }
  const language = findLanguage(options.language);
  if (!language) throw new BibleImportError("bad_option", `"${options.language}" is not one of the 12 languages`);
  const code = options.code.toUpperCase();
  const entry = findCatalogEntry(code);
  if (entry && entry.language !== language.id) {
    throw new BibleImportError(
      "bad_option",
      `${code} is a ${entry.language} version in the catalog, not ${language.id}`,
    );
  }
  const sha256 = await sourceChecksum(path).catch((error: unknown) => {
    if (error instanceof BibleImportError) throw error;
    throw new BibleImportError("not_found", `${path}: no such file or directory`);
  });
  const text = await readBible(path, {
    ...(options.format ? { format: options.format } : {}),
    ...(options.versification ? { versification: options.versification } : {}),
    ...(entry ? { defaultVersification: entry.versification } : {}),
    ...(options.bookOrder ? { bookOrder: options.bookOrder } : {}),
    onVerses: (done) => options.onProgress?.({ code, phase: "read", done, total: EXPECTED_VERSES }),
  });
  const base: NewBibleVersion = entry
    ? catalogRow(entry, text.versification, sha256)
    : {
        code,
        language: language.id,
        name: options.name ?? code,
        description: "",
        license: "",
        versification: text.versification,
        sha256,
      };
  const version = { ...base, ...(options.name ? { name: options.name } : {}), sourceUrl: null };
  const report = coverage(text.records);
  await writeBibleVersion(db, version, text.records, { ...report, sourceFile: basename(path), sha256 }, (done, total) =>
    options.onProgress?.({ code, phase: "write", done, total }),
  );
  return {
    ...report,
    code,
    name: version.name,
    format: text.format,
    versification: text.versification,
    sha256,
    sourceFile: path,
    notes: summarizeNotes(text.notes),
    seconds: (performance.now() - started) / 1000,
  };
}

function catalogRow(entry: CatalogEntry, versification: string, sha256: string | null): NewBibleVersion {
  return { ...catalogMetadata(entry), versification, sha256 };
}

function catalogMetadata(entry: CatalogEntry) {
  return {
    code: entry.code,
    language: entry.language,
    name: entry.name,
    description: entry.description,
    difficultyLevel: entry.difficultyLevel,
    fidelityLevel: entry.fidelityLevel,
    difficultyNote: entry.difficultyNote,
    fidelityNote: entry.fidelityNote,
    license: entry.license,
    sourceUrl: entry.upstream ? upstreamAddress(entry.upstream) : null,
    versification: entry.versification,
    distributable: entry.distributable,
  };
}

export function upstreamAddress(upstream: Upstream): string {
  switch (upstream.kind) {
    case "file":
    case "zip":
    case "sword-module":
      return upstream.url;
    case "concat":
      return `${upstream.urls[0]?.replace(/[^/]*$/, "") ?? ""}`;
    case "files":
      return `${upstream.files[0]?.url.replace(/[^/]*$/, "") ?? ""}`;
  }
}

/**
 * Writes every catalog entry's metadata into bible_versions (insert or update); verses and counts are untouched.
 * Rows that already hold the catalog's metadata are left alone, so a restart reads once and writes nothing (and
 * does not make every instance empty its caches).
 */
export async function seedCatalog(db: Queryable): Promise<void> {
  const stored = new Map((await db.select().from(bibleVersions)).map((row) => [row.code, row]));
  let written = false;
  for (const entry of CATALOG) {
    const row = catalogMetadata(entry);
    const current = stored.get(row.code);
    if (current && Object.entries(row).every(([key, value]) => current[key as keyof typeof current] === value)) {
      continue;
    }
    const { code: _code, ...metadata } = row;
    await db.insert(bibleVersions).values(row).onConflictDoUpdate({ target: bibleVersions.code, set: metadata });
    written = true;
  }
  if (written) forgetVersions(db);
}

/** Installed catalog versions written by an older importer (`IMPORT_REVISION`): install them again. */
export async function outdatedVersions(db: Queryable): Promise<string[]> {
  const rows = await db
    .select({ code: bibleVersions.code })
    .from(bibleVersions)
    .where(and(isNotNull(bibleVersions.installedAt), lt(bibleVersions.importRevision, IMPORT_REVISION)))
    .orderBy(bibleVersions.code);
  return rows.map((row) => row.code).filter((code) => findCatalogEntry(code)?.source);
}

export type InstallOutcome = { code: string; result: InstallResult } | { code: string; error: BibleImportError };

/**
 * Installs several versions one after the other; a version that fails (its error says why) does not stop the
 * others. Errors that are not a BibleImportError (the database went away) are thrown. The next version is read
 * (in its worker) while one is written, so reading and writing overlap; each version is still written in its own
 * transaction, in the order given. `onOutcome` hears of each version as soon as it is written or has failed.
 * Into an empty database (the first install) the full-text index is built once at the end instead of version by
 * version (see dropSearchIndex); a start after an interrupted install builds it (backfillSearchIndex).
 */
export async function installVersions(
  db: Database,
  codes: readonly string[],
  options: InstallOptions & { onOutcome?: (outcome: InstallOutcome, index: number) => void } = {},
): Promise<InstallOutcome[]> {
  const bulk = codes.length > 1 && (await searchTableEmpty(db));
  if (bulk) await dropSearchIndex(db);
  else await ensureSearchIndex(db);
  const preparer = startPreparer();
  const stemmer = options.stemInWorker ? startStemmer() : undefined;
  try {
    const outcomes = await installInTurn(db, codes, options, { preparer, stemmer }, bulk);
    await ensureSearchIndex(db);
    return outcomes;
  } finally {
    await Promise.all([preparer.close(), stemmer?.close()]);
  }
}

/** How many versions are read (and stemmed) ahead of the one being written: reading, stemming and writing overlap. */
const AHEAD = 2;

/** A version's full-text documents stemmed by `stemmer`, batch by batch (see RowBatch.stemmed). */
async function stemmed<T extends PreparedVersion>(stemmer: Stemmer, entry: CatalogEntry, version: T): Promise<T> {
  const config = searchLanguage(entry.language).config;
  const batches = await Promise.all(
    version.batches.map(async (batch) => ({
      count: batch.count,
      verses: batch.verses,
      search: "",
      stemmed: await stemmer.rows(entry.code, config, batch.search),
    })),
  );
  return { ...version, batches };
}

async function installInTurn(
  db: Database,
  codes: readonly string[],
  options: InstallOptions & { onOutcome?: (outcome: InstallOutcome, index: number) => void },
  { preparer, stemmer }: { preparer: Preparer; stemmer: Stemmer | undefined },
  bulk: boolean,
): Promise<InstallOutcome[]> {
  const prepare = (code: string) => {
    const entry = findCatalogEntry(code);
    const prepared = entry
      ? prepareCatalogEntry(preparer, entry, options)
          .then((version) => (stemmer ? stemmed(stemmer, entry, version) : version))
          .then((version) => ({ entry, version }))
      : Promise.reject(unknownVersion(code));
    prepared.catch(() => {}); // awaited in turn; a failure is not "unhandled" while an earlier version is written
    return prepared;
  };
  // The versions asked for, AHEAD of the one being written (the worker reads them one at a time, in order).
  const ahead: ReturnType<typeof prepare>[] = [];
  const askAhead = (index: number) => {
    for (let i = index + ahead.length; i <= Math.min(codes.length - 1, index + AHEAD); i++) {
      ahead.push(prepare(codes[i] as string));
    }
  };
  const outcomes: InstallOutcome[] = [];
  for (const [index, code] of codes.entries()) {
    askAhead(index);
    const current = ahead.shift();
    if (!current) break;
    // A version's seconds are its share of the install: from the previous one written to this one written.
    const started = performance.now();
    let outcome: InstallOutcome;
    try {
      const { entry, version } = await current;
      outcome = { code, result: await writeCatalogEntry(db, entry, version, options, started, bulk) };
    } catch (error) {
      if (!(error instanceof BibleImportError)) throw error;
      outcome = { code, error };
    }
    outcomes.push(outcome);
    options.onOutcome?.(outcome, index);
  }
  return outcomes;
}
