import { backfillStrongsOccurrences, DEFAULT_INSTALL_SET, installVersions, seedCatalog } from "@bible/bible-import";
import { bibleVersions, type DbHandle, isNotNull } from "@bible/db";
import { alignVersions, installLexicon, missingDatasets } from "@bible/lexicon";
import { BIBLES_DIR, LEXICON_DIR } from "@bible/lexicon/testing";

/**
 * What the search benchmark searches, as a first start leaves it: every version of the default set (their full-text
 * index is written with them), the lexicon (an original word typed in Hebrew or Greek is read through it) and every
 * version aligned to the originals (Strong's search in the untagged versions). Installs only what is missing, so a
 * kept database (SEARCH_BENCH_URL, SEARCH_BENCH_PGLITE) is ready at the second run.
 */
export async function prepareSearchData(database: DbHandle, log: (line: string) => void): Promise<string[]> {
  const { db } = database;
  await seedCatalog(db);
  const installed = async () =>
    (await db.select({ code: bibleVersions.code }).from(bibleVersions).where(isNotNull(bibleVersions.installedAt))).map(
      (v) => v.code,
    );
  const present = new Set(await installed());
  // SEARCH_BENCH_VERSIONS=KJV,LSG,…: these versions only (a measure of a few versions that takes minutes, not hours).
  const chosen = process.env.SEARCH_BENCH_VERSIONS?.split(",").filter(Boolean);
  const missing = (chosen ?? DEFAULT_INSTALL_SET).filter((code) => !present.has(code));
  if (missing.length > 0) {
    const started = performance.now();
    log(`  installing ${missing.join(" ")}…`);
    await installVersions(db, missing, {
      sourceDir: BIBLES_DIR,
      stemInWorker: database.kind === "pglite",
      onOutcome: (outcome) => {
        if (!("result" in outcome)) log(`  ${outcome.code}: not installed (${outcome.error.message})`);
      },
    });
    log(`  versions installed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  // SEARCH_BENCH_DATASETS=strongs-hebrew,…: these lexicon data sets only (Strong's search needs the lexicons for a
  // word typed in Greek or Hebrew, the aligner the originals).
  const onlySets = process.env.SEARCH_BENCH_DATASETS?.split(",");
  const datasets = (await missingDatasets(db)).filter((id) => !onlySets || onlySets.includes(id));
  if (datasets.length > 0) {
    const started = performance.now();
    log(`  installing the lexicon data sets ${datasets.join(" ")}…`);
    await installLexicon(db, { datasets, lexiconDir: LEXICON_DIR, biblesDir: BIBLES_DIR });
    log(`  lexicon installed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  // A database kept from before `strongs_occurrences` existed: filled as a start of the server fills it.
  for (const code of await backfillStrongsOccurrences(db)) log(`  Strong's occurrences of ${code} built`);
  const codes = (await installed()).filter((code) => !chosen || chosen.includes(code));
  // SEARCH_BENCH_ALIGN=0: measure with the versions aligned so far (the aligner takes minutes per version).
  if (process.env.SEARCH_BENCH_ALIGN === "0") return codes;
  for (const report of await alignVersions(db, codes)) {
    if (report.skipped && report.skipped !== "up to date") log(`  ${report.code} not aligned: ${report.skipped}`);
    else if (!report.skipped) log(`  aligned ${report.code} (${report.method}) in ${report.seconds.toFixed(0)} s`);
  }
  return codes;
}
