/**
 * Compares the Ukrainian analyser with an earlier revision of it over every word form of the Ukrainian Bible (UOV,
 * Ohienko): the same readings (lemma, part of speech, source, in order), dictionary forms and pronunciation for every
 * form, or each difference printed. Made to check that moving dict_uk onto the sorted index changed no answer.
 *
 * The earlier ukrainian.ts is taken from git (default `main`; the revision as first argument) and written beside the
 * current one for the run, so its relative imports resolve; it is removed afterwards.
 *
 * Run: BIBLE_SOURCE_DIR=../shared/data/bibles pnpm --filter @bible/lexicon compare-ukrainian [REVISION]
 */
import { execFileSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { tokenize } from "@bible/align/tokenize";
import { findCatalogEntry, readBible } from "@bible/bible-import";
import { bibleSourceDir } from "@bible/bible-import/testing";
import type { AnalysisInput, Analyzer, WordAnalysis } from "../src/languages/types";
import { analyzeUkrainian } from "../src/languages/ukrainian";

const revision = process.argv[2] ?? "main";
const languagesDir = join(dirname(fileURLToPath(import.meta.url)), "../src/languages");
const entry = findCatalogEntry("UOV");
if (!entry?.source) throw new Error("UOV is not in the catalog with a source");

const { records } = await readBible(join(bibleSourceDir(), entry.source.path));
const forms = new Set<string>();
for (const record of records) {
  for (const token of tokenize(record.text, "ukrainian")) forms.add(token.text).add(token.norm);
}
console.log(`UOV: ${records.length} verses, ${forms.size} distinct word forms (as written and folded)`);

const oldFile = join(languagesDir, `ukrainian.compare-${process.pid}.ts`);
const source = execFileSync("git", ["show", `${revision}:packages/lexicon/src/languages/ukrainian.ts`], {
  cwd: languagesDir,
  encoding: "utf8",
});
writeFileSync(oldFile, source);
let analyzeOld: Analyzer;
try {
  ({ analyzeUkrainian: analyzeOld } = await import(oldFile));
} finally {
  rmSync(oldFile);
}

const input: AnalysisInput = { context: null, headwords: async () => [] };
/** The whole analysis (JSON leaves out a reading's function for its tables: the Ukrainian analyser gives none). */
const answer = (analysis: WordAnalysis) => JSON.stringify(analysis);

let compared = 0;
let withReadings = 0;
const differences: string[] = [];
const started = performance.now();
let newTime = 0;
let oldTime = 0;
for (const form of forms) {
  let at = performance.now();
  const fresh = await analyzeUkrainian(form, input);
  newTime += performance.now() - at;
  at = performance.now();
  const old = await analyzeOld(form, input);
  oldTime += performance.now() - at;
  compared++;
  if (fresh.readings.length > 0) withReadings++;
  const [a, b] = [answer(old), answer(fresh)];
  if (a !== b) differences.push(`${form}\n  ${revision}: ${a}\n  now:  ${b}`);
}
for (const difference of differences.slice(0, 50)) console.log(difference);
console.log(
  `compared ${compared} forms (${withReadings} with readings) in ${Math.round((performance.now() - started) / 1000)} s` +
    ` (new ${Math.round(newTime / 1000)} s, ${revision} ${Math.round(oldTime / 1000)} s): ${differences.length} differences`,
);
process.exitCode = differences.length === 0 ? 0 : 1;
