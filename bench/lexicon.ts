// Lexicon benchmark: install time, offline word-definition latency (p50/p99 after warm-up) and the
// process's memory with every language's data loaded.
//   LEXICON_SOURCE_DIR=../shared/data/lexicon BIBLE_SOURCE_DIR=../shared/data/bibles pnpm --filter @bible/bench lexicon
//   DATABASE_URL=postgres://… to run it on a PostgreSQL server instead of an in-memory PGlite.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createDb } from "@bible/db";
import { installLexicon, prepareIndexCaches, studyWord, type WordStudyRequest } from "@bible/lexicon";

const root = resolve(import.meta.dirname, "..");
const lexiconDir = process.env.LEXICON_SOURCE_DIR ?? resolve(root, "../shared/data/lexicon");
const biblesDir = process.env.BIBLE_SOURCE_DIR ?? resolve(root, "../shared/data/bibles");
const rounds = Number(process.env.ROUNDS ?? 40);

const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const requests: WordStudyRequest[] = [
  {
    word: "beginning",
    context: "In the [beginning] God created the heaven and the earth.",
    language: "en",
    interfaceLanguage: "fr",
    reference: { book: 1, chapter: 1, verse: 1 },
  },
  {
    word: "loved",
    context: "For God so [loved] the world",
    language: "en",
    interfaceLanguage: "fr",
    reference: { book: 43, chapter: 3, verse: 16 },
  },
  {
    word: "image",
    context: "Nebuchadnezzar the king made an [image] of gold",
    language: "en",
    interfaceLanguage: "en",
    reference: { book: 27, chapter: 3, verse: 1 },
  },
  {
    word: "créa",
    context: "Au commencement, Dieu [créa] les cieux et la terre.",
    language: "fr",
    interfaceLanguage: "en",
    reference: { book: 1, chapter: 1, verse: 1 },
  },
  {
    word: "schuf",
    context: "Am Anfang [schuf] Gott Himmel und Erde.",
    language: "de",
    interfaceLanguage: "fr",
    reference: { book: 1, chapter: 1, verse: 1 },
  },
  {
    word: "creò",
    context: "Nel principio Iddio [creò] il cielo e la terra.",
    language: "it",
    interfaceLanguage: "fr",
    reference: { book: 1, chapter: 1, verse: 1 },
  },
  {
    word: "creó",
    context: "En el principio [creó] Dios los cielos y la tierra.",
    language: "es",
    interfaceLanguage: "fr",
    reference: { book: 1, chapter: 1, verse: 1 },
  },
  {
    word: "神",
    context: "はじめに[神]は天と地とを創造された。",
    language: "ja",
    interfaceLanguage: "fr",
    reference: { book: 1, chapter: 1, verse: 1 },
  },
  {
    word: "愛",
    context: "神[愛]世人",
    language: "zh",
    interfaceLanguage: "fr",
    reference: { book: 43, chapter: 3, verse: 16 },
  },
  {
    word: "하나님이",
    context: "태초에 [하나님이] 천지를 창조하시니라",
    language: "ko",
    interfaceLanguage: "fr",
    reference: { book: 1, chapter: 1, verse: 1 },
  },
  {
    word: "возлюбил",
    context: "Ибо так [возлюбил] Бог мир",
    language: "ru",
    interfaceLanguage: "fr",
    reference: { book: 43, chapter: 3, verse: 16 },
  },
  {
    word: "полюбив",
    context: "Бо так Бог [полюбив] світ",
    language: "uk",
    interfaceLanguage: "fr",
    reference: { book: 43, chapter: 3, verse: 16 },
  },
  {
    word: "palavra",
    context: "No princípio era a [palavra]",
    language: "pt",
    interfaceLanguage: "fr",
    reference: { book: 43, chapter: 1, verse: 1 },
  },
];

/** Installs into a fresh database (PGlite on disk, or DATABASE_URL) and prints the install time. */
async function install(dataDir: string): Promise<void> {
  const handle = createDb(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir });
  await handle.migrate();
  const started = performance.now();
  const reports = await installLexicon(handle.db, { lexiconDir, biblesDir });
  console.log(`lexicon install (${handle.kind}): ${((performance.now() - started) / 1000).toFixed(1)} s`);
  for (const r of reports)
    console.log(`  ${r.id.padEnd(17)} ${String(r.rows).padStart(7)} rows  ${r.seconds.toFixed(1)} s`);
  await handle.close();
  // As the server does after its first start: the language indexes are packed once, outside the measured process.
  const packing = performance.now();
  await prepareIndexCaches();
  console.log(`language word indexes ready in ${((performance.now() - packing) / 1000).toFixed(1)} s`);
}

/** What a server does: opens the installed database and answers word definitions; run in a process of its own. */
async function measure(dataDir: string): Promise<void> {
  const baseline = process.memoryUsage().rss;
  const handle = createDb(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir });
  await handle.migrate();
  const opened = process.memoryUsage().rss;
  for (const request of requests) await studyWord(handle.db, request);
  globalThis.gc?.();
  await new Promise((r) => setTimeout(r, 1000));
  const loaded = process.memoryUsage();

  const timings: number[] = [];
  const perWord = new Map<string, number[]>();
  for (let round = 0; round < rounds; round++) {
    for (const request of requests) {
      const t = performance.now();
      await studyWord(handle.db, request);
      const ms = performance.now() - t;
      timings.push(ms);
      perWord.set(request.word, [...(perWord.get(request.word) ?? []), ms]);
    }
  }
  timings.sort((a, b) => a - b);
  console.log(
    `word definition without a model (${handle.kind}, ${timings.length} calls, ${requests.length} words in 12 languages): p50 ${percentile(timings, 50).toFixed(1)} ms, p99 ${percentile(timings, 99).toFixed(1)} ms, max ${timings.at(-1)?.toFixed(1)} ms`,
  );
  for (const [word, list] of perWord) {
    list.sort((a, b) => a - b);
    console.log(
      `  ${word.padEnd(10)} p50 ${percentile(list, 50).toFixed(1)} ms  p99 ${percentile(list, 99).toFixed(1)} ms`,
    );
  }
  const after = process.memoryUsage();
  console.log(
    `memory (rss): ${mb(baseline)} before the database, ${mb(opened)} with it open, ${mb(loaded.rss)} with every lexicon loaded, ${mb(after.rss)} after the run (heap ${mb(after.heapUsed)}, array buffers ${mb(after.arrayBuffers)})`,
  );
  await handle.close();
}

const [mode, dir] = process.argv.slice(2);
if (mode === "measure" && dir) {
  await measure(dir);
} else {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-lexicon-"));
  try {
    await install(dataDir);
    execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), "measure", dataDir], {
      stdio: "inherit",
      env: process.env,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
