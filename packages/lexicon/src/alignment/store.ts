import { confidentStrongs } from "@bible/align";
import { rebuildStrongsOccurrences } from "@bible/bible-import";
import { alignmentRuns, type Database, eq, sql, verseAlignments } from "@bible/db";
import { forgetWordStudyRevisions, WORD_STUDY_CHANGED } from "./revision";

/** One verse's links, packed by `encodeLinks`. */
export type AlignedVerse = { book: number; chapter: number; verse: number; links: number[] };
export type AlignmentRunRow = typeof alignmentRuns.$inferInsert;

const BATCH = 4000;

/**
 * Replaces a version's alignment in ONE transaction: its verse rows, then its run record, then the version's
 * Strong's occurrences (`strongs_occurrences`). Rows travel as one JSON
 * parameter per batch and are unpacked by Postgres, as the Bible writer does. Once committed, the word study's
 * revisions are forgotten here and announced on `word_study_changed` to the other processes.
 */
export async function writeAlignment(
  db: Database,
  run: AlignmentRunRow,
  aligned: readonly AlignedVerse[],
  onProgress?: (done: number, total: number) => void,
): Promise<void> {
  const code = run.versionCode;
  await db.transaction(async (tx) => {
    await tx.delete(verseAlignments).where(eq(verseAlignments.versionCode, code));
    for (let start = 0; start < aligned.length; start += BATCH) {
      const rows = JSON.stringify(
        aligned
          .slice(start, start + BATCH)
          .map((v) => ({ b: v.book, c: v.chapter, v: v.verse, l: v.links, s: confidentStrongs(v.links) })),
      );
      await tx.execute(sql`
        insert into ${verseAlignments} (version_code, book, chapter, verse, links, strongs)
        select ${code}, x.b, x.c, x.v, x.l, x.s
        from json_to_recordset(${rows}::json) as x(b smallint, c smallint, v smallint, l smallint[], s smallint[])`);
      onProgress?.(Math.min(start + BATCH, aligned.length), aligned.length);
    }
    const row = { ...run, alignedAt: new Date() };
    await tx.insert(alignmentRuns).values(row).onConflictDoUpdate({ target: alignmentRuns.versionCode, set: row });
    // Strong's search reads where each number stands from here: built from these links (after the run, whose
    // method says whether they are read at all).
    await rebuildStrongsOccurrences(tx, code);
    await tx.execute(sql`select pg_notify(${WORD_STUDY_CHANGED}, ${code})`);
  });
  forgetWordStudyRevisions(db);
}
