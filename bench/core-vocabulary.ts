/**
 * A Bible's core vocabulary (issue 33 item 4): for each installed version, its running words, distinct forms and
 * lemmas, and how many of the commonest lemmas — against forms, as a count by form (LingQ's) would need — cover
 * 80, 90 and 95 % of the text; with the time to count a whole version the first time (every form lemmatised, the
 * analysers' dictionaries read bucket by bucket) and again from memory, CPU beside wall and the machine's load.
 *
 * It reads an installed data directory (a first start of the server fills one; the lexicon is what lemmatises):
 *   BENCH_DATA_DIR=.data pnpm --filter @bible/bench core-vocabulary [VERSION…]
 */
import { join } from "node:path";
import { createDb } from "@bible/db";
import { entriesCovering, versionVocabulary } from "@bible/lexicon";
import { installedVersions } from "@bible/versions";
import { installedDataDir } from "./lib/production-server";
import { machineLoad } from "./lib/stats";

const LEVELS = [0.8, 0.9, 0.95] as const;
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

const database = createDb({ dataDir: join(installedDataDir(), "pglite") });
try {
  const asked = process.argv.slice(2).map((code) => code.toUpperCase());
  const versions = (await installedVersions(database.db)).filter((v) => asked.length === 0 || asked.includes(v.code));
  console.log(`core-vocabulary: ${versions.length} versions, PGlite; ${machineLoad()}`);
  console.log(
    "  version   language    running  forms   lemmas | lemmas for 80/90/95 % | forms for 80/90/95 % | first (CPU) | again",
  );
  for (const version of versions) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const counted = await versionVocabulary(database.db, version.code);
    const firstWall = performance.now() - t0;
    const firstCpu = cpuMs(c0);
    const t1 = performance.now();
    await versionVocabulary(database.db, version.code);
    const againWall = performance.now() - t1;
    if (!counted) continue;
    const lemmaCounts = counted.lemmas.map((l) => l.count);
    const byLemma = LEVELS.map((share) => entriesCovering(lemmaCounts, counted.tokens, share));
    // The same text counted by form: what a reader counting word forms would have to learn.
    const byForm = LEVELS.map((share) => entriesCovering(counted.formCounts, counted.tokens, share));
    console.log(
      `  ${version.code.padEnd(9)} ${counted.language.padEnd(10)} ${String(counted.tokens).padStart(8)} ${String(counted.formCounts.length).padStart(6)} ${String(counted.lemmas.length).padStart(8)} | ${byLemma.join(" / ").padStart(21)} | ${byForm.join(" / ").padStart(20)} | ${(firstWall / 1000).toFixed(1)} s (${(firstCpu / 1000).toFixed(1)} s) | ${againWall.toFixed(1)} ms`,
    );
  }
  console.log(`  ${machineLoad()}`);
} finally {
  await database.close();
}
