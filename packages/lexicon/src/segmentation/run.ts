import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import {
  asc,
  bibleVersions,
  chineseSegmentRuns,
  chineseSegments,
  type Database,
  eq,
  inArray,
  ne,
  sql,
  verses,
} from "@bible/db";
import { ThreadPool } from "@bible/threads";
import { versionsOf } from "@bible/versions";
import type { SegmentJob, SegmentTask } from "./chinese-segments.worker";

const require = createRequire(import.meta.url);
/** The segmenter whose answers are stored: another version of jieba-wasm (or its dictionary) may cut differently. */
const CHINESE_SEGMENTER = `jieba-wasm ${
  (
    JSON.parse(readFileSync(join(dirname(require.resolve("jieba-wasm")), "../../package.json"), "utf8")) as {
      version: string;
    }
  ).version
} tag hmm`;

type SegmentReport = {
  code: string;
  /** Pieces of text segmented by this pass (those another version already had are not counted). */
  pieces: number;
  seconds: number;
  skipped?: string;
};

/**
 * Pieces per statement. With the embedded database every statement runs on the server's main thread, so the pass
 * is cut into statements of a few milliseconds, with the event loop let through between them: readers' requests
 * keep being answered while a version is segmented after the server is ready (the texts are read in the worker).
 */
const BATCH = 1000;

/** Lets the event loop answer what waits (requests, timers) before the next slice of work. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A version's segmentation in its worker thread (chinese-segments.worker.ts), which ends with it: the thread gathers
 * the pieces of the texts (off this thread, which runs the embedded database), `toTag` keeps those not stored yet
 * (read here, where the database is), and the thread tags them with jieba (not loaded when none are left). Answers
 * the pieces tagged and their tags, in order.
 */
async function segmentInWorker(
  job: SegmentJob,
  toTag: (pieces: string[]) => Promise<string[]>,
): Promise<{ pieces: string[]; tags: string[] }> {
  const pool = new ThreadPool<SegmentTask, string[]>(new URL("./chinese-segments.worker.ts", import.meta.url), {
    name: "chinese-segments",
    // Kept between its two tasks: the thread ends with the pass.
    idleMs: Number.POSITIVE_INFINITY,
    resourceLimits: { maxYoungGenerationSizeMb: 16 },
  });
  try {
    const pieces = await toTag(await pool.run(job, { fn: "piecesToSegment" }));
    if (pieces.length === 0) return { pieces, tags: [] };
    return { pieces, tags: await pool.run({ pieces }, { fn: "tag" }) };
  } finally {
    await pool.destroy();
  }
}

/**
 * The simplified form of each character of `texts` that has another one (`simplifier`), for the worker's
 * conversion: each character looked up once.
 */
function simplifiedForms(texts: readonly string[], simplify: (text: string) => string): [string, string][] {
  const chars = new Set<string>();
  for (const text of texts) for (const char of text) chars.add(char);
  const forms: [string, string][] = [];
  for (const char of chars) {
    const form = simplify(char);
    if (form !== char) forms.push([char, form]);
  }
  return forms;
}

/**
 * Segments the Chinese text of the versions named (default: every installed Chinese version) with jieba, in a
 * worker thread, and stores each new piece's tags, so the word study answers for that text without jieba. A version
 * already segmented from the same text by the same segmenter is skipped; stored answers of another segmenter are
 * dropped first.
 */
export async function segmentChineseVersions(db: Database, codes?: readonly string[]): Promise<SegmentReport[]> {
  await db.transaction(async (tx) => {
    const stale = await tx
      .select({ code: chineseSegmentRuns.versionCode })
      .from(chineseSegmentRuns)
      .where(ne(chineseSegmentRuns.segmenter, CHINESE_SEGMENTER));
    if (stale.length === 0) return;
    await tx.delete(chineseSegments);
    await tx.delete(chineseSegmentRuns);
  });
  const chinese = (await versionsOf(db, "chinese")).filter((v) => !codes || codes.includes(v.code));
  const reports: SegmentReport[] = [];
  let simplify: ((text: string) => string) | undefined;
  /** The pieces this pass stored: the next version does not look them up again. */
  const brought = new Set<string>();
  for (const { code } of chinese) {
    const started = performance.now();
    const report = (fields: Partial<SegmentReport> = {}): SegmentReport => ({
      code,
      pieces: 0,
      seconds: (performance.now() - started) / 1000,
      ...fields,
    });
    const [state] = await db
      .select({
        sha256: bibleVersions.sha256,
        current: sql<boolean>`${chineseSegmentRuns.versionCode} is not null
          and ${chineseSegmentRuns.textSha256} is not distinct from ${bibleVersions.sha256}`,
      })
      .from(bibleVersions)
      .leftJoin(chineseSegmentRuns, eq(chineseSegmentRuns.versionCode, bibleVersions.code))
      .where(eq(bibleVersions.code, code));
    if (state?.current) {
      reports.push(report({ skipped: "up to date" }));
      continue;
    }
    const rows = await db
      .select({ text: verses.text, heading: verses.heading })
      .from(verses)
      .where(eq(verses.versionCode, code))
      .orderBy(asc(verses.book), asc(verses.chapter), asc(verses.verse));
    simplify ??= await (await import("../languages/chinese")).simplifier();
    const texts = rows.flatMap((row) => (row.heading ? [row.text, row.heading] : [row.text]));
    // Pieces another version already brought (the simplified and the traditional text share most): those of an
    // earlier version of this pass are stored, the others are looked up by the primary key a batch at a time (one
    // statement over 110,000 pieces held PGlite's thread for seconds).
    const notStored = async (all: string[]) => {
      const stored = new Set<string>();
      const unknown = all.filter((piece) => !brought.has(piece));
      for (let start = 0; start < unknown.length; start += BATCH) {
        const known = await db
          .select({ text: chineseSegments.text })
          .from(chineseSegments)
          .where(inArray(chineseSegments.text, unknown.slice(start, start + BATCH)));
        for (const row of known) stored.add(row.text);
        await yieldToRequests();
      }
      return unknown.filter((piece) => !stored.has(piece));
    };
    const { pieces, tags } = await segmentInWorker({ texts, simplified: simplifiedForms(texts, simplify) }, notStored);
    // The pieces go in one batch per statement, outside a transaction (a piece stored is right whoever stored it;
    // `on conflict do nothing`), so no statement holds the database for the whole pass; the run is recorded last,
    // so an interrupted pass is done again.
    for (let start = 0; start < pieces.length; start += BATCH) {
      const batch = JSON.stringify(pieces.slice(start, start + BATCH).map((text, i) => [text, tags[start + i]]));
      await db.execute(sql`
        insert into ${chineseSegments} (text, tags)
        select x->>0, x->>1 from json_array_elements(${batch}::json) as x
        on conflict do nothing`);
      await yieldToRequests();
    }
    for (const piece of pieces) brought.add(piece);
    const run = {
      versionCode: code,
      segmenter: CHINESE_SEGMENTER,
      textSha256: state?.sha256 ?? null,
      pieces: pieces.length,
      seconds: (performance.now() - started) / 1000,
      segmentedAt: new Date(),
    };
    await db
      .insert(chineseSegmentRuns)
      .values(run)
      .onConflictDoUpdate({ target: chineseSegmentRuns.versionCode, set: run });
    reports.push(report({ pieces: pieces.length }));
  }
  return reports;
}
