import { searchLanguage } from "@bible/canon";
import {
  and,
  bibleImportReports,
  bibleVersions,
  copyRows,
  type Database,
  eq,
  isNotNull,
  type NewBibleVersion,
  type Queryable,
  sql,
  VERSE_SEARCH_INDEX,
  verseSearch,
  verses,
  withoutReferenceChecks,
} from "@bible/db";
import { forgetVersions } from "@bible/versions";
import { rebuildStrongsOccurrences } from "./occurrences.ts";
import type { CoverageReport } from "./report.ts";
import { BATCH, type RowBatch, rowBatches, searchRows, VERSE_COLUMNS } from "./rows.ts";
import { SEARCH_COLUMNS } from "./stemmer.ts";
import type { VerseRecord } from "./types.ts";

/**
 * Raised whenever the importer writes different rows from the same files (1: merged verses as spans; 2: tagged
 * words that touch spaced apart, phrase tags read as their content words, see `contentTags`; 3: the ruby of the Japanese texts, `verses.ruby`). Versions
 * written by an older revision are installed again at start-up (`outdatedVersions`).
 */
export const IMPORT_REVISION = 3;

export type WriteProgress = (written: number, total: number) => void;

/**
 * Replaces a version's verses in ONE transaction: the version row (metadata, count, installedAt), a delete of
 * its verses, the batched inserts with their full-text index (see `verse_search`), its Strong's occurrences (see
 * `strongs_occurrences`) and its import report. A failure anywhere leaves the previous install as it was.
 */
export async function writeBibleVersion(
  db: Database,
  version: NewBibleVersion,
  records: readonly VerseRecord[],
  report: CoverageReport & { sourceFile: string; sha256: string | null },
  onProgress?: WriteProgress,
): Promise<void> {
  await writePreparedVersion(db, version, rowBatches(version.code, version.language, records), report, onProgress);
}

/**
 * `writeBibleVersion` with the batches already built (`rowBatches`, in the installer's prepare worker). `bulk`: the
 * full-text index was dropped for a bulk load (`dropSearchIndex`), so there is no pending list to merge.
 */
export async function writePreparedVersion(
  db: Database,
  version: NewBibleVersion,
  batches: readonly RowBatch[],
  report: CoverageReport & { sourceFile: string; sha256: string | null },
  onProgress?: WriteProgress,
  { bulk = false }: { bulk?: boolean } = {},
): Promise<void> {
  const total = batches.reduce((sum, batch) => sum + batch.count, 0);
  const row = { ...version, verseCount: total, importRevision: IMPORT_REVISION, installedAt: new Date() };
  const config = searchLanguage(version.language).config;
  await db.transaction(async (tx) => {
    await tx.insert(bibleVersions).values(row).onConflictDoUpdate({ target: bibleVersions.code, set: row });
    await tx.delete(verses).where(eq(verses.versionCode, version.code));
    await tx.delete(verseSearch).where(eq(verseSearch.versionCode, version.code));
    let written = 0;
    // The version's row is written above, in this transaction: no need to check it once per verse.
    await withoutReferenceChecks(tx, async () => {
      for (const batch of batches) {
        await copyRows(tx, "verses", VERSE_COLUMNS, batch.verses);
        if (batch.stemmed === undefined) await insertSearchDocuments(tx, version.code, config, batch.search);
        else await copyRows(tx, "verse_search", SEARCH_COLUMNS, batch.stemmed);
        written += batch.count;
        onProgress?.(written, total);
      }
    });
    if (!bulk) await mergeSearchIndex(tx);
    // Where each Strong's number stands in this text (its tags, and its alignment, which a re-install keeps).
    await rebuildStrongsOccurrences(tx, version.code);
    const reportRow = {
      versionCode: version.code,
      sourceFile: report.sourceFile,
      sha256: report.sha256,
      books: report.books,
      chapters: report.chapters,
      verses: report.verses,
      missing: report.missing,
      importedAt: new Date(),
    };
    await tx
      .insert(bibleImportReports)
      .values(reportRow)
      .onConflictDoUpdate({ target: bibleImportReports.versionCode, set: reportRow });
  });
  // Committed: this process's version catalog reads the new row from now on (other processes hear the trigger).
  forgetVersions(db);
}

/**
 * A batch of full-text documents (`searchRows`, one JSON parameter unpacked by json_to_recordset), stemmed here by
 * Postgres with the language's configuration. Loading them with COPY into a temporary table first saved nothing:
 * the stemming is the work.
 */
async function insertSearchDocuments(db: Queryable, code: string, config: string, rows: string): Promise<void> {
  await db.execute(sql`
    insert into ${verseSearch} (version_code, book, chapter, verse, document)
    select ${code}, x.b, x.c, x.v, to_tsvector(${config}::regconfig, x.d)
    from json_to_recordset(${rows}::json) as x(b smallint, c smallint, v smallint, d text)`);
}

/**
 * Moves the rows just written from GIN's pending list into the index proper, in bulk (much faster than inserting
 * into the tree row by row), so that no query ever scans a pending list.
 */
async function mergeSearchIndex(db: Queryable): Promise<void> {
  await db.execute(sql`select gin_clean_pending_list(${VERSE_SEARCH_INDEX}::regclass)`);
}

/**
 * Drops the GIN index of `verse_search` before a bulk load into an empty
 * table (the first install of the default set): building it once from every version (`ensureSearchIndex`) costs
 * half of keeping it up to date version by version (the rows through the pending list, then merged), and the first
 * install spent most of its database time on the full-text index. Until it is built again, a search reads the
 * table whole (only while installing).
 */
export async function dropSearchIndex(db: Queryable): Promise<void> {
  await db.execute(sql`drop index if exists ${sql.identifier(VERSE_SEARCH_INDEX)}`);
}

/**
 * Builds the GIN index of `verse_search` when missing (after a bulk load, or at the start after one was
 * interrupted); as the schema declares it (packages/db/src/schema/search.ts). Nothing to do when it exists.
 */
export async function ensureSearchIndex(db: Queryable): Promise<void> {
  await db.execute(
    sql`create index if not exists ${sql.identifier(VERSE_SEARCH_INDEX)} on ${verseSearch} using gin (document)`,
  );
}

/** Whether `verse_search` has no row at all (a first install: the bulk load may drop its index). */
export async function searchTableEmpty(db: Queryable): Promise<boolean> {
  const rows = await db.select({ one: sql`1` }).from(verseSearch).limit(1);
  return rows.length === 0;
}

/**
 * Builds the full-text index of versions installed before it existed (once, at start-up): each version in its own
 * transaction, from its stored verses. Versions already indexed are left alone, so it can run at every start.
 */
export async function backfillSearchIndex(
  db: Database,
  onVersion?: (code: string, verses: number, seconds: number) => void,
): Promise<string[]> {
  // A first install stopped before its end left the GIN index dropped (see dropSearchIndex).
  await ensureSearchIndex(db);
  const pending = await db
    .select({ code: bibleVersions.code, language: bibleVersions.language })
    .from(bibleVersions)
    .where(
      and(
        isNotNull(bibleVersions.installedAt),
        sql`exists (select 1 from ${verses} where ${verses.versionCode} = ${bibleVersions.code})`,
        sql`not exists (select 1 from ${verseSearch} where ${verseSearch.versionCode} = ${bibleVersions.code})`,
      ),
    )
    .orderBy(bibleVersions.code);
  const done: string[] = [];
  for (const { code, language } of pending) {
    const started = performance.now();
    const rows = await db
      .select({ book: verses.book, chapter: verses.chapter, verse: verses.verse, text: verses.text })
      .from(verses)
      .where(eq(verses.versionCode, code));
    await db.transaction(async (tx) => {
      await tx.delete(verseSearch).where(eq(verseSearch.versionCode, code));
      for (let start = 0; start < rows.length; start += BATCH) {
        const documents = searchRows(language, rows.slice(start, start + BATCH));
        await insertSearchDocuments(tx, code, searchLanguage(language).config, documents);
      }
      await mergeSearchIndex(tx);
    });
    onVersion?.(code, rows.length, (performance.now() - started) / 1000);
    done.push(code);
  }
  // What search answers changed: the results it keeps by the version catalog are dropped with it.
  if (done.length > 0) forgetVersions(db);
  return done;
}
