import { bibleVersions, type Database, isNotNull } from "@bible/db";
import { alignVersions, installLexicon, missingDatasets } from "@bible/lexicon";
import { BIBLES_DIR, installVersionBooks, LEXICON_DIR } from "@bible/lexicon/testing";
import { PUBLIC_DOMAIN_DEFAULTS } from "@bible/versions";

/**
 * The books the sense benchmark draws its words from, in every language's shipped version, aligned by the
 * product's aligner: Genesis, Exodus and Psalms (Hebrew), John, Romans and 1 Corinthians (Greek).
 */
export const BENCH_BOOKS = new Set([1, 2, 19, 43, 45, 46]);
/** An English version the word dialog does not read (it reads the default, KJV): the gold senses come from it. */
export const GOLD_VERSION = "WEB";
export const VERSIONS = [...Object.values(PUBLIC_DOMAIN_DEFAULTS), GOLD_VERSION];

/** Installs what is missing: the lexicon (every data set), the versions cut to the books, their alignment. */
export async function prepareSenseData(db: Database, log: (line: string) => void): Promise<void> {
  const missing = await missingDatasets(db);
  if (missing.length > 0) {
    const started = performance.now();
    log(`installing the lexicon data sets ${missing.join(" ")}…`);
    await installLexicon(db, { datasets: missing, lexiconDir: LEXICON_DIR, biblesDir: BIBLES_DIR });
    log(`  done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const present = new Set(
    (await db.select({ code: bibleVersions.code }).from(bibleVersions).where(isNotNull(bibleVersions.installedAt))).map(
      (v) => v.code,
    ),
  );
  for (const code of VERSIONS.filter((c) => !present.has(c))) {
    log(`installing ${code} (books ${[...BENCH_BOOKS].join(", ")})…`);
    await installVersionBooks(db, code, BENCH_BOOKS);
  }
  for (const report of await alignVersions(db, VERSIONS)) {
    if (!report.skipped) log(`  aligned ${report.code} (${report.method}) in ${report.seconds.toFixed(0)} s`);
  }
}
