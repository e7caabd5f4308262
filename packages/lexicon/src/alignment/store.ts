import { rebuildStrongsOccurrences } from "@bible/bible-import";
import {
  alignmentRuns,
  bibleVersions,
  copyRows,
  type Database,
  eq,
  sql,
  verseAlignments,
  withoutReferenceChecks,
} from "@bible/db";
import { forgetWordStudyRevisions, WORD_STUDY_CHANGED } from "./revision";
import { ALIGNMENT_COLUMNS, type AlignedVerse, type AlignmentRows, alignmentRows } from "./rows";

export type { AlignedVerse } from "./rows";
export type AlignmentRunRow = typeof alignmentRuns.$inferInsert;

/**
 * Replaces a version's alignment in ONE transaction: its verse rows, then its run record, then the version's
 * Strong's occurrences (`strongs_occurrences`). The rows are loaded with COPY (`alignmentRows`, which the alignment
 * worker has already made; half the main thread's CPU of the JSON insert it replaced), without a foreign-key
 * check per row: the version's row is locked once instead, as each check would (`for key share`), so it cannot be
 * removed before the commit. Once committed, the word study's revisions are forgotten here and announced on
 * `word_study_changed` to the other processes.
 */
export async function writeAlignment(
  db: Database,
  run: AlignmentRunRow,
  aligned: readonly AlignedVerse[] | AlignmentRows,
  onProgress?: (done: number, total: number) => void,
): Promise<void> {
  const code = run.versionCode;
  const { rows, verses } = "rows" in aligned ? aligned : alignmentRows(code, aligned);
  await db.transaction(async (tx) => {
    await tx.delete(verseAlignments).where(eq(verseAlignments.versionCode, code));
    const [version] = await tx
      .select({ code: bibleVersions.code })
      .from(bibleVersions)
      .where(eq(bibleVersions.code, code))
      .for("key share");
    if (!version) throw new Error(`writeAlignment: version ${code} is not installed`);
    await withoutReferenceChecks(tx, () => copyRows(tx, "verse_alignments", ALIGNMENT_COLUMNS, rows));
    onProgress?.(verses, verses);
    const row = { ...run, alignedAt: new Date() };
    await tx.insert(alignmentRuns).values(row).onConflictDoUpdate({ target: alignmentRuns.versionCode, set: row });
    // Strong's search reads where each number stands from here: built from these links (after the run, whose
    // method says whether they are read at all).
    await rebuildStrongsOccurrences(tx, code);
    await tx.execute(sql`select pg_notify(${WORD_STUDY_CHANGED}, ${code})`);
  });
  forgetWordStudyRevisions(db);
}
