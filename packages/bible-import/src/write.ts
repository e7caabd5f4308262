import {
  bibleImportReports,
  bibleVersions,
  type Database,
  eq,
  type NewBibleVersion,
  type Queryable,
  sql,
  verses,
} from "@bible/db";
import type { CoverageReport } from "./report";
import type { VerseRecord } from "./types";

/**
 * Raised whenever the importer writes different rows from the same files (1: merged verses as spans). Versions
 * written by an older revision are installed again at start-up (`outdatedVersions`).
 */
export const IMPORT_REVISION = 1;

/**
 * Rows travel as one JSON parameter per batch and are unpacked by Postgres (json_to_recordset): one round trip
 * and one statement per 5,000 verses, the same on PGlite and on a server, and no bind-parameter limit.
 */
const BATCH = 5000;

export type WriteProgress = (written: number, total: number) => void;

/**
 * Replaces a version's verses in ONE transaction: the version row (metadata, count, installedAt), a delete of
 * its verses, the batched inserts and its import report. A failure anywhere leaves the previous install as it was.
 */
export async function writeBibleVersion(
  db: Database,
  version: NewBibleVersion,
  records: readonly VerseRecord[],
  report: CoverageReport & { sourceFile: string; sha256: string | null },
  onProgress?: WriteProgress,
): Promise<void> {
  const row = { ...version, verseCount: records.length, importRevision: IMPORT_REVISION, installedAt: new Date() };
  await db.transaction(async (tx) => {
    await tx.insert(bibleVersions).values(row).onConflictDoUpdate({ target: bibleVersions.code, set: row });
    await tx.delete(verses).where(eq(verses.versionCode, version.code));
    for (let start = 0; start < records.length; start += BATCH) {
      await insertVerses(tx, version.code, records.slice(start, start + BATCH));
      onProgress?.(Math.min(start + BATCH, records.length), records.length);
    }
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
}

async function insertVerses(db: Queryable, code: string, batch: readonly VerseRecord[]): Promise<void> {
  const rows = JSON.stringify(
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
  await db.execute(sql`
    insert into ${verses} (version_code, book, chapter, verse, text, original_ref, heading, verse_end, strongs)
    select ${code}, x.b, x.c, x.v, x.t, x.o, x.h, x.e, x.s
    from json_to_recordset(${rows}::json)
      as x(b smallint, c smallint, v smallint, t text, o text, h text, e smallint, s jsonb)`);
}
