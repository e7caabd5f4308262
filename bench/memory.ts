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
//   (words per language, at random verses, a new sample each run: SEED=… draws a printed run's words again),
//   PORT=3214. An answer from the AI cache computes nothing: it is not counted, and a language with none computed
//   is said NOT LOADED.
import type { ChildProcess } from "node:child_process";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { BOOKS } from "@bible/canon";
import { PUBLIC_DOMAIN_DEFAULTS } from "@bible/versions";
import { sentenceWithBrackets } from "../apps/web/src/lib/word-selection";
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
/**
 * The words are drawn at random from the whole Bible, a new sample each run (SEED=… replays one): the answers of the
 * word dialog are cached in the database, and a language whose words were all answered from the cache has loaded
 * nothing. Each answer is counted as computed or cached (the server's ai_cache_hits), and only computed ones count.
 */
const seed = Number(process.env.SEED ?? Math.floor(Math.random() * 2 ** 31));

/** mulberry32: a small seeded generator, so a run's sample can be drawn again. */
function generator(state: number): () => number {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`.padStart(7);

type LogEntry = { msg?: string; err?: { message?: string } };
type Server = { child: ChildProcess; logs: LogEntry[]; waitFor: (msg: string) => Promise<void> };

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
  const logs: LogEntry[] = [];
  const waiting: { msg: string; done: () => void }[] = [];
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
    let entry: LogEntry;
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

/** The word-definition answers served from the AI cache so far (all kinds of the word dialog), from /metrics. */
async function cacheHits(): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  return Number(/^ai_cache_hits\{kind="word"\} (\S+)/m.exec(text)?.[1] ?? 0);
}

type LanguageResult = {
  language: string;
  first: number;
  ms: number[];
  computed: number;
  cached: number;
  /** Words the server failed on (a bug to look at, not a reason to stop measuring memory), with its logged error. */
  failed: string[];
};

/**
 * Looks words up in each language as the word dialog does, at random verses of random chapters; the latency of each
 * computed answer, and how many came from the cache instead (not counted: they load nothing).
 */
async function lookUpWords(pid: number, logs: Server["logs"]): Promise<LanguageResult[]> {
  const random = generator(seed);
  const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(random() * items.length)];
  const results: LanguageResult[] = [];
  for (const [language, version] of LANGUAGES) {
    const ms: number[] = [];
    let cached = 0;
    const failed: string[] = [];
    for (let attempt = 0; ms.length < wordsPerLanguage && attempt < wordsPerLanguage * 4; attempt++) {
      const book = pick(BOOKS) ?? BOOKS[0];
      const chapter = 1 + Math.floor(random() * book.chapters);
      const response = await fetch(
        `http://127.0.0.1:${port}/api/bible/${book.english}/${chapter}/${language}/${version}`,
      );
      // A chapter the version does not have (a New Testament alone): another one.
      if (response.status === 404) continue;
      if (!response.ok) throw new Error(`${language} ${version} ${book.english} ${chapter}: ${response.status}`);
      const { verses } = (await response.json()) as { verses: Verse[] };
      const verse = pick(verses);
      const picked = verse ? pick(wordsOf(verse.text, language)) : undefined;
      if (!verse || !picked) continue;
      const { word, offset } = picked;
      const end = offset + word.length;
      const hits = await cacheHits();
      const started = performance.now();
      const answer = await fetch(`http://127.0.0.1:${port}/api/word-definition`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          word,
          // The sentence around the word, as the reader's double-click sends it (a verse can be longer than the
          // context's limit: Esther 4:17 in the Synodal, 2,000+ characters).
          context: sentenceWithBrackets(verse.text, offset, end),
          targetLanguage: language,
          nativeLanguage: language === "french" ? "english" : "french",
          book: book.english,
          chapter,
          verse: verse.verse,
          version,
          offset,
          end,
        }),
      });
      await answer.arrayBuffer();
      const took = performance.now() - started;
      if (!answer.ok) {
        const logged = logs.findLast((entry) => entry.err?.message)?.err?.message ?? "";
        failed.push(`"${word}" (${book.english} ${chapter}:${verse.verse}) ${answer.status} ${logged}`.trim());
        continue;
      }
      if ((await cacheHits()) > hits) cached++;
      else ms.push(took);
    }
    const sorted = [...ms.slice(1)].sort((a, b) => a - b);
    results.push({ language, first: ms[0] ?? Number.NaN, ms: sorted, computed: ms.length, cached, failed });
    await report(`after ${language} (${ms.length} computed, ${cached} cached)`, pid, null);
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
  // A first install ends with the alignment of every version, in the background (at once when up to date), then
  // the server releases the memory the install grew to (a build from before that logs nothing: 20 s at most).
  await server.waitFor("alignment done");
  if (installed) {
    await Promise.race([
      server.waitFor("install finished: its memory released"),
      new Promise((done) => setTimeout(done, 20_000)),
    ]);
  }
  clearInterval(sampler);
  if (installed) {
    const seconds = (performance.now() / 1000).toFixed(0);
    console.log(`first install done (${seconds} s since the benchmark started), peak RSS sampled ${mb(peak)}`);
    // V8 gives the pages its collection freed back over the next seconds (957 MB at 1.5 s, 412 MB at 15 s and 30 s).
    await new Promise((done) => setTimeout(done, 13_500));
    await report("after the first install (15 s later)", pid, target);
    await stopProcess(server.child);
    server = startServer(database);
    await server.waitFor("lexicon word indexes");
    await server.waitFor("alignment done");
  }
  const serverPid = server.child.pid ?? 0;
  try {
    await report("after start (healthy, indexes ready)", serverPid, target);
    const results = await lookUpWords(serverPid, server.logs);
    const rss = await report(`every language looked up (${kind})`, serverPid, target);
    const all = results.flatMap((r) => r.ms).sort((a, b) => a - b);
    console.log("\nword-definition latency (ms): first word of the language (cold) · then p50 / p99 of the others");
    for (const r of results) {
      const failures = r.failed.length > 0 ? `, ${r.failed.length} FAILED: ${r.failed.join("; ")}` : "";
      const source = `${r.computed} computed, ${r.cached} from the cache${failures}${r.computed === 0 ? " — NOT LOADED" : ""}`;
      console.log(
        `  ${r.language.padEnd(11)} cold ${r.first.toFixed(0).padStart(5)}   p50 ${percentile(r.ms, 50).toFixed(1).padStart(6)}  p99 ${percentile(r.ms, 99).toFixed(1).padStart(6)}   ${source}`,
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

console.log(
  `memory: ${productionSettings()} ${serverMain} — seed ${seed} (SEED=${seed} draws the same words) — ${machineLoad()}`,
);
if (process.env.MEMORY_ONLY !== "postgres") await measure("PGlite", undefined, 450e6);
if (postgresUrl) await measure("PostgreSQL", postgresUrl, 300e6);
else console.log("\nPostgreSQL: set MEMORY_DATABASE_URL=postgres://… to measure it too");
