// Lexicon benchmark: install time; offline word-definition latency (p50/p99 after warm-up); the process's
// memory with every language's data loaded; and, per language, how many content words of real verses get
// a part of speech, a lemma, a pronunciation and a definition in the reader's language (French and
// English readers), on a fixed random sample of each language's shipped version.
//   LEXICON_SOURCE_DIR=../shared/data/lexicon BIBLE_SOURCE_DIR=../shared/data/bibles pnpm --filter @bible/bench lexicon
//   SAMPLE=200 (words per language), SEED=11, ROUNDS=40 (latency rounds); DATABASE_URL=postgres://… for PostgreSQL.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { installVersions, seedCatalog } from "@bible/bible-import";
import { LANGUAGES, type LanguageId } from "@bible/canon";
import { and, createDb, eq, type Queryable, verses } from "@bible/db";
import {
  installLexicon,
  prepareIndexCaches,
  stopSegmenters,
  studyWord,
  type WordStudyRequest,
  type WordStudyResult,
} from "@bible/lexicon";
import { BIBLES_DIR, LEXICON_DIR } from "@bible/lexicon/testing";
import { PUBLIC_DOMAIN_DEFAULTS } from "@bible/versions";
import { FUNCTION_WORDS } from "./lib/function-words";
import { seededRandom } from "./lib/random";

const rounds = Number(process.env.ROUNDS ?? 40);
const sampleSize = Number(process.env.SAMPLE ?? 200);
const seed = Number(process.env.SEED ?? 11);

const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
const percent = (n: number, total: number) => `${total === 0 ? 0 : Math.round((100 * n) / total)}%`.padStart(5);
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** The shipped version each language's sample is drawn from. */
const SAMPLED = LANGUAGES.map(({ id }) => [id, PUBLIC_DOMAIN_DEFAULTS[id]] as const);

type SampleWord = WordStudyRequest & { reference: { book: number; chapter: number; verse: number } };

/** One content word of each of `size` random verses of the version, with its verse as context. */
async function sampleWords(db: Queryable, language: LanguageId, version: string, size: number): Promise<SampleWord[]> {
  const rows = await db
    .select({ book: verses.book, chapter: verses.chapter, verse: verses.verse, text: verses.text })
    .from(verses)
    .where(and(eq(verses.versionCode, version)));
  const next = seededRandom(seed);
  const stop = new Set(FUNCTION_WORDS[language].split(" "));
  const segmenter = new Intl.Segmenter(language === "chinese" ? "zh" : language === "japanese" ? "ja" : "und", {
    granularity: "word",
  });
  const minimum = language === "chinese" || language === "japanese" ? 1 : 2;
  const words: SampleWord[] = [];
  for (let tries = 0; words.length < size && tries < size * 20; tries++) {
    const row = rows[Math.floor(next() * rows.length)];
    if (!row?.text) continue;
    const tokens = [...segmenter.segment(row.text)].filter(
      (s) =>
        s.isWordLike && [...s.segment].length >= minimum && !stop.has(s.segment.toLowerCase()) && !/\d/.test(s.segment),
    );
    const token = tokens[Math.floor(next() * tokens.length)];
    if (!token) continue;
    const context = `${row.text.slice(0, token.index)}[${token.segment}]${row.text.slice(token.index + token.segment.length)}`;
    words.push({
      word: token.segment,
      context,
      language,
      interfaceLanguage: "fr",
      reference: { book: row.book, chapter: row.chapter, verse: row.verse },
    });
  }
  return words;
}

type Tally = { words: number; pos: number; lemma: number; pronunciation: number; definition: number };

function tally(into: Tally, result: WordStudyResult): void {
  into.words++;
  if (result.reading) into.pos++;
  if (result.reading?.lemma) into.lemma++;
  if (result.answer.pronunciation) into.pronunciation++;
  if (result.definitionInReaderLanguage) into.definition++;
}

/** Installs into a fresh database (PGlite on disk, or DATABASE_URL) and prints the install time. */
async function install(dataDir: string): Promise<void> {
  const handle = createDb(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir });
  await handle.migrate();
  await seedCatalog(handle.db);
  const versions = SAMPLED.map(([, code]) => code);
  let started = performance.now();
  await installVersions(handle.db, versions, { sourceDir: BIBLES_DIR, cacheDir: join(dataDir, "..", "bibles") });
  console.log(
    `Bible versions sampled (${versions.join(" ")}) installed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  started = performance.now();
  const reports = await installLexicon(handle.db, { lexiconDir: LEXICON_DIR, biblesDir: BIBLES_DIR });
  console.log(`lexicon install (${handle.kind}): ${((performance.now() - started) / 1000).toFixed(1)} s`);
  for (const r of reports)
    console.log(
      `  ${r.id.padEnd(17)} ${String(r.rows).padStart(7)} rows  ${r.seconds.toFixed(1)} s${r.skipped ? `  skipped: ${r.skipped}` : ""}`,
    );
  await handle.close();
  // As the server does after its first start: the language indexes are packed once, outside the measured process.
  const packing = performance.now();
  await prepareIndexCaches();
  console.log(`language word indexes ready in ${((performance.now() - packing) / 1000).toFixed(1)} s`);
}

const WARM_UP: [word: string, context: string, language: string, reference: [number, number, number]][] = [
  ["beginning", "In the [beginning] God created the heaven and the earth.", "en", [1, 1, 1]],
  ["créa", "Au commencement, Dieu [créa] les cieux et la terre.", "fr", [1, 1, 1]],
  ["Erde", "Am Anfang schuf Gott Himmel und [Erde].", "de", [1, 1, 1]],
  ["creò", "Nel principio Iddio [creò] il cielo e la terra.", "it", [1, 1, 1]],
  ["tierra", "En el principio creó Dios los cielos y la [tierra].", "es", [1, 1, 1]],
  ["terra", "No principio creou Deus os céus e a [terra].", "pt", [1, 1, 1]],
  ["神", "はじめに[神]は天と地とを創造された。", "ja", [1, 1, 1]],
  ["創造", "起初，神[創造]天地。", "zh", [1, 1, 1]],
  ["하나님이", "태초에 [하나님이] 천지를 창조하시니라", "ko", [1, 1, 1]],
  ["Пастырь", "Господь – [Пастырь] мой", "ru", [19, 23, 1]],
  ["полюбив", "Бо так Бог [полюбив] світ", "uk", [43, 3, 16]],
  ["الارض", "في البدء خلق الله السموات و[الارض].", "ar", [1, 1, 1]],
];
const warmUp: SampleWord[] = WARM_UP.map(([word, context, language, [book, chapter, verse]]) => ({
  word,
  context,
  language,
  interfaceLanguage: "fr",
  reference: { book, chapter, verse },
}));

/** What a server does: opens the installed database and answers word definitions; run in a process of its own. */
async function measure(dataDir: string): Promise<void> {
  const baseline = process.memoryUsage().rss;
  const handle = createDb(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir });
  await handle.migrate();
  const opened = process.memoryUsage().rss;
  for (const request of warmUp) await studyWord(handle.db, request);
  globalThis.gc?.();
  await new Promise((r) => setTimeout(r, 1000));
  const loaded = process.memoryUsage();

  const timings: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const request of warmUp) {
      const t = performance.now();
      await studyWord(handle.db, request);
      timings.push(performance.now() - t);
    }
  }
  timings.sort((a, b) => a - b);
  console.log(
    `word definition without a model (${handle.kind}, ${timings.length} calls, ${warmUp.length} words in 12 languages, warm): p50 ${percentile(timings, 50).toFixed(1)} ms, p99 ${percentile(timings, 99).toFixed(1)} ms, max ${timings.at(-1)?.toFixed(1)} ms`,
  );

  console.log(
    `\ncoverage of ${sampleSize} content words per language (seed ${seed}): part of speech, lemma, pronunciation, definition in the reader's language`,
  );
  console.log(`${"language".padEnd(11)}version    pos  lemma  pron  def(fr) def(en)`);
  const sampleTimings: number[] = [];
  const totals = { fr: emptyTally(), en: emptyTally() };
  for (const [language, version] of SAMPLED) {
    const words = await sampleWords(handle.db, language, version, sampleSize);
    const fr = emptyTally();
    const en = emptyTally();
    for (const request of words) {
      for (const [reader, into] of [
        ["fr", fr],
        ["en", en],
      ] as const) {
        const t = performance.now();
        const result = await studyWord(handle.db, { ...request, interfaceLanguage: reader });
        sampleTimings.push(performance.now() - t);
        tally(into, result);
        tally(totals[reader], result);
      }
    }
    console.log(
      `${language.padEnd(11)}${version.padEnd(9)}${percent(fr.pos, fr.words)}  ${percent(fr.lemma, fr.words)} ${percent(fr.pronunciation, fr.words)}   ${percent(fr.definition, fr.words)}   ${percent(en.definition, en.words)}   (${fr.words} words)`,
    );
  }
  const all = totals.fr;
  console.log(
    `${"all".padEnd(20)}${percent(all.pos, all.words)}  ${percent(all.lemma, all.words)} ${percent(all.pronunciation, all.words)}   ${percent(all.definition, all.words)}   ${percent(totals.en.definition, totals.en.words)}`,
  );
  sampleTimings.sort((a, b) => a - b);
  console.log(
    `sample look-ups (${sampleTimings.length}, first calls of each language included): p50 ${percentile(sampleTimings, 50).toFixed(1)} ms, p99 ${percentile(sampleTimings, 99).toFixed(1)} ms`,
  );
  const after = process.memoryUsage();
  console.log(
    `memory (rss): ${mb(baseline)} before the database, ${mb(opened)} with it open, ${mb(loaded.rss)} with every language loaded, ${mb(after.rss)} after the sample (heap ${mb(after.heapUsed)}, array buffers ${mb(after.arrayBuffers)})`,
  );
  await stopSegmenters();
  globalThis.gc?.();
  await new Promise((r) => setTimeout(r, 1000));
  console.log(
    `memory (rss) once the Korean and Chinese segmenter threads have ended: ${mb(process.memoryUsage().rss)}`,
  );
  await handle.close();
}

function emptyTally(): Tally {
  return { words: 0, pos: 0, lemma: 0, pronunciation: 0, definition: 0 };
}

const [mode, dir] = process.argv.slice(2);
if (mode === "measure" && dir) {
  await measure(dir);
} else {
  const work = mkdtempSync(join(tmpdir(), "bench-lexicon-"));
  const dataDir = join(work, "pglite");
  try {
    await install(dataDir);
    execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), "measure", dataDir], {
      stdio: "inherit",
      env: process.env,
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
