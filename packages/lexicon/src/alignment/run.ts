import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import {
  type AlignPhase,
  CONFIDENCE_THRESHOLD,
  type OriginalVerse,
  type TextLanguage,
  tokenizerRevision,
} from "@bible/align";
import { findLanguage } from "@bible/canon";
import { alignmentRuns, bibleVersions, type Database, eq, sql } from "@bible/db";
import type { AlignJob, AlignMessage, LaneData } from "./align.worker";
import { readOriginalJson, readOriginalText, readVersionText } from "./input";
import { alignmentPlan } from "./queue";
import { writeAlignment } from "./store";

/** Names the aligner and its settings; a different name makes every statistical alignment stale. */
export const ALIGNMENT_MODEL =
  "IBM1 ×3, then diagonal prior ×3 with learned tension, both directions by agreement (v3)";

/**
 * Names how a tagged text's own tags become links; a different name makes every alignment from tags stale (2: the
 * tags read as the words that carry them, whole words first, see `contentTags` and `taggedLinks`).
 */
const TAGS_MODEL = "own Strong's tags (v2)";

const tokenizerTag = (revision: string) => `; tokenizer: ${revision}`;

/** The model's name for a language: with its tokenizer's revision when its words changed since (Chinese). */
export function alignmentModel(language: TextLanguage): string {
  const revision = tokenizerRevision(language);
  return revision ? `${ALIGNMENT_MODEL}${tokenizerTag(revision)}` : ALIGNMENT_MODEL;
}

/** Whether a statistical run (by its model's name) read the language's words as its tokenizer cuts them now. */
export function readsCurrentTokens(model: string, language: TextLanguage): boolean {
  const revision = tokenizerRevision(language);
  return revision === null || model.endsWith(tokenizerTag(revision));
}

/** A version whose verses mostly carry Strong's tags keeps its own tags. */
const TAGGED_SHARE = 0.5;

export type AlignProgress = { code: string; phase: "read" | AlignPhase | "write"; done: number; total: number };
export type AlignOptions = {
  /** Re-align even when the stored alignment was computed from the same text with the same model. */
  force?: boolean;
  onProgress?: (progress: AlignProgress) => void;
  /** Runs a version's alignment holding a lock shared by every process on the database (`DbHandle.withLock`). */
  lock?: <T>(name: string, task: () => Promise<T>) => Promise<T>;
  /** Versions aligned at once, each trained in its own worker thread (default: one per core, two at most). */
  parallel?: number;
  /**
   * Awaited when a version's turn has come, before it is aligned (it counts as running meanwhile): the server's
   * test hook that holds a version (ALIGNMENT_HOLD), so a browser test sees the word study's pending answer.
   */
  beforeVersion?: (code: string) => Promise<void>;
};
export type AlignReport = {
  code: string;
  method: "tags" | "statistical" | null;
  verses: number;
  links: number;
  seconds: number;
  /** CPU seconds of the training thread (statistical alignments, where the system tells it). */
  cpuSeconds?: number;
  /** Why nothing was written: not installed, already up to date, no original text. */
  skipped?: string;
};

/**
 * A worker thread kept for a whole pass: the original text is sent to it once, then one version after another, so
 * neither the thread answering requests (which on PGlite also runs the database) clones the original text for every
 * version, nor reads a tagged text's tags into links (both run in the lane's thread).
 */
export class AlignLane {
  private readonly worker: Worker;
  private failure: Error | null = null;
  private current: {
    onProgress: (phase: AlignPhase, done: number, total: number) => void;
    resolve: (message: Extract<AlignMessage, { kind: "done" }>) => void;
    reject: (error: Error) => void;
  } | null = null;

  /** `originals` as `readOriginalText` reads it, or already as JSON (a pass writes it once for all its lanes). */
  constructor(originals: readonly OriginalVerse[] | string, options: { yieldCpu?: boolean } = {}) {
    const json = typeof originals === "string" ? originals : JSON.stringify(originals);
    const workerData: LaneData = { originals: json, yieldCpu: options.yieldCpu ?? false };
    this.worker = new Worker(new URL("./align.worker.ts", import.meta.url), { name: "align", workerData });
    this.worker.on("message", (message: AlignMessage) => {
      if (message.kind === "progress") this.current?.onProgress(message.phase, message.done, message.total);
      else if (message.kind === "done") this.current?.resolve(message);
      else this.current?.reject(new Error(`alignment worker failed: ${message.message}`));
    });
    const fail = (error: Error) => {
      this.failure = error;
      this.current?.reject(error);
    };
    this.worker.once("error", fail);
    this.worker.once("exit", (code) => fail(new Error(`alignment worker exited with code ${code}`)));
  }

  /** Aligns one version; one at a time per lane. */
  run(job: AlignJob, onProgress: (phase: AlignPhase, done: number, total: number) => void) {
    if (this.failure) return Promise.reject(this.failure);
    if (this.current) return Promise.reject(new Error("an alignment lane runs one version at a time"));
    return new Promise<Extract<AlignMessage, { kind: "done" }>>((resolve, reject) => {
      const settle = () => {
        this.current = null;
      };
      this.current = {
        onProgress,
        resolve: (message) => {
          settle();
          resolve(message);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
      };
      this.worker.postMessage(job);
    });
  }

  async close(): Promise<void> {
    this.worker.removeAllListeners("exit");
    await this.worker.terminate();
  }
}

/** The stored alignment was made from the version's current text, by the current model (or reading of its tags). */
async function isUpToDate(db: Database, code: string): Promise<boolean> {
  const [row] = await db
    .select({
      method: alignmentRuns.method,
      model: alignmentRuns.model,
      language: bibleVersions.language,
      current: sql<boolean>`${alignmentRuns.textSha256} is not distinct from ${bibleVersions.sha256}
        and ${alignmentRuns.textVerses} = ${bibleVersions.verseCount}`,
    })
    .from(alignmentRuns)
    .innerJoin(bibleVersions, eq(bibleVersions.code, alignmentRuns.versionCode))
    .where(eq(alignmentRuns.versionCode, code));
  const language = row ? findLanguage(row.language)?.id : undefined;
  return (
    row?.current === true &&
    (row.method === "tags"
      ? row.model === TAGS_MODEL
      : language !== undefined && row.model === alignmentModel(language))
  );
}

/**
 * Links every word of an installed version to the original text and stores it (one transaction): from the
 * version's own Strong's tags when it has them, else with the statistical aligner, trained in a worker thread.
 * Skipped when the stored alignment was made from the same text by the same model.
 */
export async function alignVersion(
  db: Database,
  code: string,
  options: AlignOptions & { lane?: { lane: AlignLane; originals: number } } = {},
): Promise<AlignReport> {
  const started = performance.now();
  const report = (fields: Partial<AlignReport>): AlignReport => ({
    code,
    method: null,
    verses: 0,
    links: 0,
    seconds: (performance.now() - started) / 1000,
    ...fields,
  });
  const progress = (phase: AlignProgress["phase"], done: number, total: number) =>
    options.onProgress?.({ code, phase, done, total });
  if (!options.force && (await isUpToDate(db, code))) return report({ skipped: "up to date" });
  progress("read", 0, 1);
  const text = await readVersionText(db, code);
  if (!text) return report({ skipped: "not installed" });
  const tagged = text.verses.filter((v) => v.strongs && v.strongs.length > 0).length;
  const method = tagged >= text.verses.length * TAGGED_SHARE ? "tags" : "statistical";
  // A pass's lane was given the original text (and says how many verses it holds); else it is read for this version.
  const originals = options.lane ? null : await readOriginalText(db);
  if ((options.lane?.originals ?? originals?.length ?? 0) === 0) {
    return report({ method, skipped: "the original texts are not installed: run `pnpm lexicon:install oshb rp2018`" });
  }
  progress("read", 1, 1);
  const job: AlignJob =
    method === "tags"
      ? {
          code,
          method,
          language: text.language,
          verses: text.verses.flatMap(({ book, chapter, verse, text, strongs }) =>
            strongs ? [{ book, chapter, verse, text, strongs }] : [],
          ),
        }
      : {
          code,
          method,
          language: text.language,
          verses: text.verses.map(({ book, chapter, verse, text, heading }) => ({
            book,
            chapter,
            verse,
            text,
            heading,
          })),
        };
  // A lane of the pass, else one for this version alone.
  const lane = options.lane?.lane ?? new AlignLane(originals ?? []);
  const done = await lane.run(job, progress).finally(() => (options.lane ? undefined : lane.close()));
  const { aligned } = done;
  const cpuSeconds = method === "statistical" ? (done.cpuSeconds ?? undefined) : undefined;
  const links = aligned.links;
  const seconds = (performance.now() - started) / 1000;
  await writeAlignment(
    db,
    {
      versionCode: code,
      method,
      model: method === "tags" ? TAGS_MODEL : alignmentModel(text.language),
      threshold: method === "tags" ? 1 : CONFIDENCE_THRESHOLD,
      textSha256: text.sha256,
      textVerses: text.verses.length,
      verses: aligned.verses,
      links,
      seconds,
    },
    aligned,
    (done, total) => progress("write", done, total),
  );
  return report({ method, verses: aligned.verses, links, ...(cpuSeconds === undefined ? {} : { cpuSeconds }) });
}

/** What a pass of `alignVersions` is at: the versions it has to align, those done, running and waiting (in order). */
export type AlignmentQueue = { total: number; done: number; running: string[]; waiting: string[] };

/** The pass running in this process (or the last one), for /readyz and the word dialog; null before any. */
let queue: AlignmentQueue | null = null;

/** A copy of the state of this process's alignment pass, null when it has run none. */
export function alignmentQueue(): AlignmentQueue | null {
  return queue && { ...queue, running: [...queue.running], waiting: [...queue.waiting] };
}

/**
 * Aligns the versions named, reading the original once: those not up to date, in `alignmentPlan`'s order (versions
 * carrying their own tags first; the lanes but the first start with the versions to train), `parallel` at a time
 * (each trained in its own worker thread, all but the first below the normal priority), each under the
 * lock `align:<code>` when `lock` is given, so that instances sharing a database align a version once (the others
 * wait for it, then find it up to date). Answers a report per version, in the order given.
 */
export async function alignVersions(db: Database, codes: readonly string[], options: AlignOptions = {}) {
  const reports = new Map<string, AlignReport>();
  const stale: string[] = [];
  for (const code of codes) {
    // A restart finds every version up to date: the original text (a large read) is read only for real work.
    if (!options.force && (await isUpToDate(db, code))) {
      reports.set(code, { code, method: null, verses: 0, links: 0, seconds: 0, skipped: "up to date" });
    } else stale.push(code);
  }
  const { order, tagged } = await alignmentPlan(db, stale);
  const state: AlignmentQueue = { total: order.length, done: 0, running: [], waiting: [...order] };
  // The first lane takes the queue in order (the tagged texts first: their work is the writing, on the thread that
  // also runs PGlite); the others start with the versions to train, so both cores work from the start.
  const next = (index: number): string | undefined => {
    const at = index === 0 ? 0 : state.waiting.findIndex((code) => !tagged.has(code));
    return state.waiting.splice(Math.max(0, at), 1)[0];
  };
  queue = state;
  let originals: Promise<{ json: string; verses: number }> | undefined;
  let failed = false;
  // The first lane trains at the normal priority, the others below it (they take a core nobody else wants).
  const lanes: AlignLane[] = [];
  const lane = async (index: number) => {
    let thread: AlignLane | undefined;
    for (let code = next(index); code !== undefined && !failed; code = next(index)) {
      const version = code;
      state.running.push(version);
      try {
        originals ??= readOriginalJson(db);
        const read = await originals;
        const align = async () => {
          await options.beforeVersion?.(version);
          if (!thread) {
            thread = new AlignLane(read.json, { yieldCpu: index > 0 });
            lanes.push(thread);
          }
          return alignVersion(db, version, { ...options, lane: { lane: thread, originals: read.verses } });
        };
        reports.set(version, await (options.lock ? options.lock(`align:${version}`, align) : align()));
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        state.running = state.running.filter((c) => c !== version);
        state.done++;
      }
    }
  };
  const parallel = Math.max(1, Math.min(options.parallel ?? defaultParallel(), order.length));
  try {
    await Promise.all(Array.from({ length: parallel }, (_, index) => lane(index)));
  } finally {
    await Promise.all(lanes.map((thread) => thread.close()));
  }
  return codes.flatMap((code) => reports.get(code) ?? []);
}

/** One version trained per core, two at most (each worker holds the original text and its version's). */
function defaultParallel(): number {
  return Math.min(2, availableParallelism());
}
