// The production server's memory (issue 18): `node apps/server/dist/main.js` on an installed data directory, its
// RSS (VmRSS) and peak (VmHWM) read from /proc after the start, then after words of each of the 12 languages
// were looked up through the word dialog's own call (POST /api/word-definition, the verse's place included), so
// every lexicon index, grammar and segmenter is loaded; the JS heap and external memory from /metrics beside it
// (the rest of the RSS: PGlite's WebAssembly memory, code, thread stacks). The look-up latency p50/p99 too.
// On an empty data directory the first install runs first (minutes): its peak and what is left once done are
// printed, then the server is restarted as a reader's server would be.
// Targets: RSS < 450 MB on PGlite, < 300 MB on PostgreSQL, with every lexicon loaded.
//   pnpm build && BIBLE_SOURCE_DIR=… LEXICON_SOURCE_DIR=… pnpm --filter @bible/bench memory
//   MEMORY_DATA_DIR (default $TMPDIR/bench-memory-data, kept between runs), MEMORY_DATABASE_URL=postgres://… to
//   measure on PostgreSQL as well (the database gets the data once; MEMORY_ONLY=postgres skips PGlite), WORDS=12
//   (words per language), PORT=3214.
import type { ChildProcess } from "node:child_process";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { PUBLIC_DOMAIN_DEFAULTS } from "@bible/bible-import";
import {
  memoryOf,
  productionSettings,
  REPO,
  requireBuild,
  SERVER_MAIN,
  startProductionServer,
  stopProcess,
} from "./lib/production-server";
import { machineLoad } from "./lib/stats";

/** MEMORY_SERVER: another build to compare with (e.g. apps/server/dist-base/main.js, built from an older commit). */
const serverMain = process.env.MEMORY_SERVER ? resolve(REPO, process.env.MEMORY_SERVER) : SERVER_MAIN;
const bibles = resolve(process.env.BIBLE_SOURCE_DIR ?? resolve(REPO, "../shared/data/bibles"));
const lexicon = resolve(process.env.LEXICON_SOURCE_DIR ?? resolve(REPO, "../shared/data/lexicon"));
const dataDir = resolve(process.env.MEMORY_DATA_DIR ?? join(tmpdir(), "bench-memory-data"));
const postgresUrl = process.env.MEMORY_DATABASE_URL;
const port = Number(process.env.PORT ?? 3214);
const wordsPerLanguage = Number(process.env.WORDS ?? 12);
requireBuild();

/** Each language's shipped version the words are read in, with the reader's language (French, English for French). */
const LANGUAGES = Object.entries(PUBLIC_DOMAIN_DEFAULTS);
/** Chapters the words are drawn from: a different one each run, so answers are not already in the AI cache. */
const CHAPTERS: [book: string, chapters: number][] = [
  ["Genesis", 50],
  ["Exodus", 40],
  ["Psalms", 150],
  ["Isaiah", 66],
  ["Matthew", 28],
  ["John", 21],
  ["Acts", 28],
  ["Romans", 16],
];

const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`.padStart(7);

type Server = { child: ChildProcess; logs: { msg?: string }[]; waitFor: (msg: string) => Promise<void> };

function startServer(database: string | undefined): Server {
  const child = startProductionServer({
    main: serverMain,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      BIBLE_SOURCE_DIR: bibles,
      LEXICON_SOURCE_DIR: lexicon,
      DATABASE_URL: database ?? "",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const logs: { msg?: string }[] = [];
  const waiting: { msg: string; done: () => void }[] = [];
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
    let entry: { msg?: string };
    try {
      entry = JSON.parse(line);
    } catch {
      return;
    }
    logs.push(entry);
    for (const w of waiting.filter((w) => entry.msg?.startsWith(w.msg))) w.done();
  });
  const exited = new Promise<never>((_, fail) =>
    child.once("exit", (code) => fail(new Error(`server exited with ${code}`))),
  );
  exited.catch(() => {});
  return {
    child,
    logs,
    waitFor: (msg) =>
      logs.some((entry) => entry.msg?.startsWith(msg))
        ? Promise.resolve()
        : Promise.race([new Promise<void>((done) => waiting.push({ msg, done })), exited]),
  };
}

/** The JS heap (used / total) and the external memory the server reports at /metrics. */
async function heap(): Promise<{ used: number; total: number; external: number }> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)`, "m").exec(text)?.[1] ?? Number.NaN);
  return {
    used: value("nodejs_heap_size_used_bytes"),
    total: value("nodejs_heap_size_total_bytes"),
    external: value("nodejs_external_memory_bytes"),
  };
}

async function report(label: string, pid: number, target: number | null): Promise<number> {
  // Let the collector run after the work, as a server idling between readers would.
  await new Promise((done) => setTimeout(done, 1500));
  const { rss, peak } = memoryOf(pid);
  const h = await heap();
  const verdict = target === null ? "" : ` (target < ${mb(target).trim()}) ${rss < target ? "PASS" : "MISS"}`;
  console.log(
    `${label.padEnd(34)} RSS ${mb(rss)}  peak ${mb(peak)}  heap ${mb(h.used)} / ${mb(h.total)}  external ${mb(h.external)}  other ${mb(rss - h.total - h.external)}${verdict}`,
  );
  return rss;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

type Verse = { verse: number; text: string };

/** Words of a verse with their offsets (Intl.Segmenter: dictionary-based for Chinese and Japanese). */
function wordsOf(text: string, language: string): { word: string; offset: number }[] {
  const locale = { chinese: "zh", japanese: "ja", korean: "ko", arabic: "ar" }[language] ?? "en";
  const segmenter = new Intl.Segmenter(locale, { granularity: "word" });
  return [...segmenter.segment(text)]
    .filter((s) => s.isWordLike && /\p{L}/u.test(s.segment))
    .map((s) => ({ word: s.segment, offset: s.index }));
}

/** Looks words up in each language as the word dialog does; the latency of each call. */
async function lookUpWords(pid: number, seed: number): Promise<{ language: string; first: number; ms: number[] }[]> {
  const results: { language: string; first: number; ms: number[] }[] = [];
  for (const [index, [language, version]] of LANGUAGES.entries()) {
    const [book, count] = CHAPTERS[(seed + index) % CHAPTERS.length] ?? ["John", 21];
    const chapter = 1 + ((seed * 7 + index * 13) % count);
    const response = await fetch(`http://127.0.0.1:${port}/api/bible/${book}/${chapter}/${language}/${version}`);
    if (!response.ok) throw new Error(`${language} ${version} ${book} ${chapter}: ${response.status}`);
    const { verses } = (await response.json()) as { verses: Verse[] };
    const picks = verses.flatMap((verse) =>
      wordsOf(verse.text, language)
        .filter((_, i) => (i + seed) % 5 === 0)
        .map((w) => ({ ...w, verse })),
    );
    const ms: number[] = [];
    const seen = new Set<string>();
    for (const { word, offset, verse } of picks) {
      if (ms.length >= wordsPerLanguage) break;
      if (seen.has(word)) continue;
      seen.add(word);
      const end = offset + word.length;
      const started = performance.now();
      const answer = await fetch(`http://127.0.0.1:${port}/api/word-definition`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          word,
          context: `${verse.text.slice(0, offset)}[${word}]${verse.text.slice(end)}`,
          targetLanguage: language,
          nativeLanguage: language === "french" ? "english" : "french",
          book,
          chapter,
          verse: verse.verse,
          version,
          offset,
          end,
        }),
      });
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`${language} "${word}": ${answer.status}`);
      ms.push(performance.now() - started);
    }
    const sorted = [...ms.slice(1)].sort((a, b) => a - b);
    results.push({ language, first: ms[0] ?? Number.NaN, ms: sorted });
    await report(`after ${language}`, pid, null);
  }
  return results;
}

async function measure(kind: "PGlite" | "PostgreSQL", database: string | undefined, target: number): Promise<void> {
  console.log(`\n${kind} (${database ? "MEMORY_DATABASE_URL" : dataDir}) — ${machineLoad()}`);
  let server = startServer(database);
  const pid = server.child.pid ?? 0;
  let peak = 0;
  const sampler = setInterval(() => {
    if (server.child.exitCode === null) peak = Math.max(peak, memoryOf(pid).rss);
  }, 500);
  await server.waitFor("lexicon word indexes");
  const installed = server.logs.some((entry) => entry.msg?.startsWith("installing the"));
  // A first install ends with the alignment of every version, in the background (at once when up to date).
  await server.waitFor("alignment done");
  clearInterval(sampler);
  if (installed) {
    const seconds = (performance.now() / 1000).toFixed(0);
    console.log(`first install done (${seconds} s since the benchmark started), peak RSS sampled ${mb(peak)}`);
    await report("after the first install", pid, target);
    await stopProcess(server.child);
    server = startServer(database);
    await server.waitFor("lexicon word indexes");
    await server.waitFor("alignment done");
  }
  const serverPid = server.child.pid ?? 0;
  try {
    await report("after start (healthy, indexes ready)", serverPid, target);
    const seed = Math.floor(Date.now() / 1000);
    const results = await lookUpWords(serverPid, seed);
    const rss = await report(`every language looked up (${kind})`, serverPid, target);
    const all = results.flatMap((r) => r.ms).sort((a, b) => a - b);
    console.log("\nword-definition latency (ms): first word of the language (cold) · then p50 / p99 of the others");
    for (const r of results) {
      console.log(
        `  ${r.language.padEnd(11)} cold ${r.first.toFixed(0).padStart(5)}   p50 ${percentile(r.ms, 50).toFixed(1).padStart(6)}  p99 ${percentile(r.ms, 99).toFixed(1).padStart(6)}`,
      );
    }
    console.log(
      `  all warm    n=${all.length}  p50 ${percentile(all, 50).toFixed(1)}  p99 ${percentile(all, 99).toFixed(1)}`,
    );
    console.log(
      `${kind}: RSS with every lexicon loaded ${mb(rss).trim()} (target < ${mb(target).trim()}) ${rss < target ? "PASS" : "MISS"} — ${machineLoad()}`,
    );
  } finally {
    await stopProcess(server.child);
  }
}

console.log(`memory: ${productionSettings()} ${serverMain} — ${machineLoad()}`);
if (process.env.MEMORY_ONLY !== "postgres") await measure("PGlite", undefined, 450e6);
if (postgresUrl) await measure("PostgreSQL", postgresUrl, 300e6);
else console.log("\nPostgreSQL: set MEMORY_DATABASE_URL=postgres://… to measure it too");
