// Aligns versions in a worker thread kept for a whole pass (a lane), so the server keeps answering while it runs (a
// version takes seconds to a minute of CPU). The database stays with the main thread: it sends the original text
// once, as one JSON string (copying a string costs the main thread nothing next to cloning 31,000 verses of objects
// for every version), then one version after another, and writes what this returns: the rows of
// `verse_alignments` already as COPY text, one string (again no objects to clone, nothing to turn into text on the
// thread that runs the database). The original's aligner units are made once for the lane's versions
// (`PreparedOriginals`). Node strips the types; only @bible/align, node: modules, ./rows.ts and
// @bible/threads/worker are imported.
import { readFileSync } from "node:fs";
import { constants } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import {
  type AlignPhase,
  alignTranslation,
  encodeLinks,
  type OriginalVerse,
  PreparedOriginals,
  refKey,
  type TextLanguage,
  type TranslationVerse,
  taggedLinks,
  tokenize,
} from "@bible/align";
import { lowerThreadPriority } from "@bible/threads/worker";
import { type AlignedVerse, type AlignmentRows, alignmentRows } from "./rows.ts";

export type LaneData = {
  /** The original text (`readOriginalText`) as JSON. */
  originals: string;
  /** Trained below the normal priority (a second version at once). */
  yieldCpu?: boolean;
};

/** A version to align: by the statistical aligner, or from its own tags (the verses that carry them). */
export type AlignJob = { code: string } & (
  | { method: "statistical"; language: TextLanguage; verses: TranslationVerse[] }
  | { method: "tags"; language: TextLanguage; verses: (TranslationVerse & { strongs: TaggedWords })[] }
);
type TaggedWords = Parameters<typeof taggedLinks>[2];

export type AlignMessage =
  | { kind: "progress"; phase: AlignPhase; done: number; total: number }
  | {
      kind: "done";
      /** The version's rows of `verse_alignments` (the verses with links), as COPY text. */
      aligned: AlignmentRows;
      /** CPU time of this thread for the job (user + system, /proc/thread-self/stat), null where it cannot be read. */
      cpuSeconds: number | null;
    }
  | { kind: "failed"; message: string };

const lane = workerData as LaneData;

// A second version trained at once takes the second core only when nothing else wants it: on Linux this thread
// alone (setpriority with its thread id) runs below the normal priority, so neither the thread answering requests
// and running the embedded database nor the first version's training waits for it.
if (lane.yieldCpu) lowerThreadPriority(constants.priority.PRIORITY_BELOW_NORMAL);
const originals = JSON.parse(lane.originals) as OriginalVerse[];
let byRef: Map<number, OriginalVerse["words"]> | undefined;
let prepared: PreparedOriginals | undefined;
const post = (message: AlignMessage) => parentPort?.postMessage(message);

/** This thread's CPU seconds (utime + stime, fields 14 and 15 of its stat line, in clock ticks of 1/100 s). */
function threadCpuSeconds(): number | null {
  try {
    const stat = readFileSync("/proc/thread-self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** A tagged text's own tags as links, verse by verse (the verses whose tags give none are left out). */
function fromTags(job: Extract<AlignJob, { method: "tags" }>): AlignedVerse[] {
  byRef ??= new Map(originals.map((o) => [refKey(o), o.words]));
  const words = byRef;
  return job.verses.flatMap((verse) => {
    const links = taggedLinks(
      verse.text,
      tokenize(verse.text, job.language),
      verse.strongs,
      words.get(refKey(verse)) ?? [],
    );
    return links.length > 0
      ? [{ book: verse.book, chapter: verse.chapter, verse: verse.verse, links: encodeLinks(links) }]
      : [];
  });
}

parentPort?.on("message", (job: AlignJob) => {
  const before = threadCpuSeconds();
  try {
    let verses: AlignedVerse[];
    if (job.method === "tags") verses = fromTags(job);
    else {
      prepared ??= new PreparedOriginals(originals);
      const result = alignTranslation(job.language, job.verses, prepared, {
        onProgress: (phase, done, total) => post({ kind: "progress", phase, done, total }),
      });
      verses = result.verses.map((v) => ({
        book: v.book,
        chapter: v.chapter,
        verse: v.verse,
        links: encodeLinks(v.links),
      }));
    }
    const aligned = alignmentRows(job.code, verses);
    const after = threadCpuSeconds();
    post({ kind: "done", aligned, cpuSeconds: before === null || after === null ? null : after - before });
  } catch (error) {
    post({ kind: "failed", message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
