// Full-text search over installed versions, on PGlite and on Postgres: the index build time of each version
// (rebuilt by the start-up backfill, so it is the index alone), then p50/p95/p99 of one-word and phrase queries
// over all versions, and the reference parser. Budget (issue 15): one word p95 < 50 ms, phrase p95 < 100 ms,
// reference parser < 1 ms.
// Usage: pnpm --filter @bible/bench search [CODE ...]   (default: the shipped default set)
// SEARCH_BENCH_URL=postgres://… keeps the versions in that database between runs (installs only what is missing).

import { createAdminContext, createCaller } from "@bible/api";
import { backfillSearchIndex, DEFAULT_INSTALL_SET, installVersion } from "@bible/bible-import";
import { parseReference } from "@bible/canon";
import { verseCount } from "@bible/canon/verses";
import { bibleVersions, createDb, isNotNull, sql, verseSearch } from "@bible/db";
import { type BenchDatabase, BIBLE_SOURCE_DIR, benchDatabases, percentile } from "./databases";

const CODES = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [...DEFAULT_INSTALL_SET];
const ROUNDS = 5;

const WORDS = [
  "amour",
  "berger",
  "eternel",
  "love",
  "shepherd",
  "mundo",
  "Liebe",
  "amore",
  "pastor",
  "мир",
  "любовь",
  "الله",
  "사랑",
  "世人",
  "愛",
  "світ",
];
const PHRASES = [
  '"aimé le monde"',
  '"loved the world"',
  '"amó al mundo"',
  '"возлюбил Бог мир"',
  '"神爱世人"',
  '"the Lord is my shepherd"',
  "aimé le monde",
  "loved the world",
];
const REFERENCES = ["Jean 3:16", "Jn 3,16", "Psaume 23", "1 Co 13", "Gen 1:1-5", "Иоанна 3:16", "요한복음 3:16"];

const ms = (value: number) => `${value.toFixed(1)} ms`;
let failed = false;

function report(label: string, times: number[], budget: number): void {
  const p95 = percentile(times, 95);
  if (p95 >= budget) failed = true;
  console.log(
    `  ${label}: p50 ${ms(percentile(times, 50))}, p95 ${ms(p95)}, p99 ${ms(percentile(times, 99))} ` +
      `(${times.length} queries, budget p95 < ${budget} ms)${p95 >= budget ? "  OVER BUDGET" : ""}`,
  );
}

async function* databases(): AsyncGenerator<BenchDatabase & { kept: boolean }> {
  const url = process.env.SEARCH_BENCH_URL;
  if (!url) {
    for await (const database of benchDatabases()) yield { ...database, kept: false };
    return;
  }
  const handle = createDb({ url, maxConnections: 2 });
  await handle.migrate();
  try {
    yield { label: "Postgres (kept)", handle, kept: true };
  } finally {
    await handle.close();
  }
}

for await (const { label, handle, kept } of databases()) {
  const { db } = handle;
  const api = createCaller(createAdminContext(db, null));
  const present = kept
    ? new Set(
        (
          await db.select({ code: bibleVersions.code }).from(bibleVersions).where(isNotNull(bibleVersions.installedAt))
        ).map((v) => v.code),
      )
    : new Set<string>();
  console.log(`${label}: installing ${CODES.filter((c) => !present.has(c)).join(" ")}`);
  const installed: string[] = CODES.filter((c) => present.has(c));
  for (const code of CODES.filter((c) => !present.has(c))) {
    try {
      await installVersion(db, code, { sourceDir: BIBLE_SOURCE_DIR });
      installed.push(code);
    } catch (error) {
      console.log(`  ${code}: not installed (${(error as Error).message})`);
    }
  }
  // The index alone, per version: dropped and rebuilt as the start-up backfill does.
  await db.delete(verseSearch).where(sql`true`);
  await backfillSearchIndex(db, (code, verses, seconds) =>
    console.log(`  index ${code}: ${verses} verses in ${seconds.toFixed(2)} s`),
  );
  await db.execute(sql`analyze verse_search`);

  const run = async (queries: string[]) => {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const q of queries) {
        const started = performance.now();
        await api.search.query({ q });
        if (round > 0) times.push(performance.now() - started);
      }
    }
    return times;
  };
  report(`one word over ${installed.length} versions`, await run(WORDS), 50);
  report(`phrase over ${installed.length} versions`, await run(PHRASES), 100);
  const sample = await api.search.query({ q: "aimé le monde" });
  if (sample.kind === "verses") {
    const at = sample.hits.findIndex((h) => h.bookId === "John" && h.chapter === 3 && h.verse === 16);
    console.log(`  'aimé le monde': ${sample.total} verses, John 3:16 at rank ${at + 1}`);
  }
}

const parseTimes: number[] = [];
for (let round = 0; round < 2000; round++) {
  for (const q of REFERENCES) {
    const started = performance.now();
    parseReference(q, "fr", verseCount);
    if (round > 0) parseTimes.push(performance.now() - started);
  }
}
const parseP99 = percentile(parseTimes, 99);
if (parseP99 >= 1) failed = true;
console.log(
  `reference parser: p50 ${percentile(parseTimes, 50).toFixed(3)} ms, p99 ${parseP99.toFixed(3)} ms (budget < 1 ms)`,
);
process.exitCode = failed ? 1 : 0;
