import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Worker } from "node:worker_threads";
import { writtenWords } from "@bible/align";
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
import { versionsOf } from "@bible/versions";
import { piecesOf } from "../languages/chinese-segments";
import type { SegmentJob, SegmentResult } from "./chinese-segments.worker";

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
 * is cut into statements of a few milliseconds, and the texts into slices, with the event loop let through between
 * them: readers' requests keep being answered while a version is segmented after the server is ready.
 */
const BATCH = 1000;
const TEXT_SLICE = 500;

/** Lets the event loop answer what waits (requests, timers) before the next slice of work. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

function runWorker(job: SegmentJob): Promise<SegmentResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./chinese-segments.worker.ts", import.meta.url), {
      name: "chinese-segments",
      workerData: job,
      resourceLimits: { maxYoungGenerationSizeMb: 16 },
    });
    worker.once("message", (result: SegmentResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`segmentation worker exited with code ${code}`));
    });
  });
}

/**
 * What a reader may look up in a version's text, in simplified characters as jieba reads it: the pieces of every
 * verse and heading (see chinese-segments.ts), each character alone, and each word the reader selects (the
 * aligner's words, which the chapter API sends the reader: @bible/align's `writtenWords`), which the word study tags
 * alone when jieba joined it with its neighbours.
 */
async function piecesToSegment(texts: readonly string[], simplify: (text: string) => string): Promise<Set<string>> {
  const pieces = new Set<string>();
  for (const [i, text] of texts.entries()) {
    if (i > 0 && i % TEXT_SLICE === 0) await yieldToRequests();
    for (const piece of piecesOf(simplify(text))) {
      pieces.add(piece);
      for (const char of piece) pieces.add(char);
    }
    for (const { start, end } of writtenWords(text, "chinese")) {
      if (end - start > 1) pieces.add(simplify(text.slice(start, end)));
    }
  }
  return pieces;
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
    const wanted = await piecesToSegment(
      rows.flatMap((row) => (row.heading ? [row.text, row.heading] : [row.text])),
      simplify,
    );
    // Pieces another version already brought (the simplified and the traditional text share most), looked up by
    // the primary key a batch at a time (one statement over 110,000 pieces held PGlite's thread for seconds).
    const all = [...wanted];
    const stored = new Set<string>();
    for (let start = 0; start < all.length; start += BATCH) {
      const known = await db
        .select({ text: chineseSegments.text })
        .from(chineseSegments)
        .where(inArray(chineseSegments.text, all.slice(start, start + BATCH)));
      for (const row of known) stored.add(row.text);
      await yieldToRequests();
    }
    const pieces = all.filter((piece) => !stored.has(piece));
    const { tags } = pieces.length > 0 ? await runWorker({ pieces }) : { tags: [] };
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
