// Trains the aligner of one version in a worker thread, so the server keeps answering while it runs (a
// version takes seconds to a minute of CPU). The database stays with the main thread: it sends the texts and
// writes back what this returns. Node strips the types; only @bible/align and node: modules are imported.
import { readFileSync, readlinkSync } from "node:fs";
import { constants, setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import {
  type AlignPhase,
  alignTranslation,
  encodeLinks,
  type OriginalVerse,
  type TextLanguage,
  type TranslationVerse,
} from "@bible/align";

export type AlignJob = {
  language: TextLanguage;
  verses: TranslationVerse[];
  originals: OriginalVerse[];
  /** Trained below the normal priority (a second version at once). */
  yieldCpu?: boolean;
};

export type AlignMessage =
  | { kind: "progress"; phase: AlignPhase; done: number; total: number }
  | {
      kind: "done";
      verses: { book: number; chapter: number; verse: number; links: number[] }[];
      links: number;
      seconds: number;
      /** CPU time of this thread (user + system, /proc/thread-self/stat), null where it cannot be read. */
      cpuSeconds: number | null;
    };

const job = workerData as AlignJob;

// A second version trained at once takes the second core only when nothing else wants it: on Linux this thread
// alone (setpriority with its thread id) runs below the normal priority, so neither the thread answering requests
// and running the embedded database nor the first version's training waits for it.
if (job.yieldCpu) {
  try {
    setPriority(Number(readlinkSync("/proc/thread-self").split("/").at(-1)), constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {}
}
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
const result = alignTranslation(job.language, job.verses, job.originals, {
  onProgress: (phase, done, total) => post({ kind: "progress", phase, done, total }),
});
post({
  kind: "done",
  verses: result.verses.map((v) => ({ book: v.book, chapter: v.chapter, verse: v.verse, links: encodeLinks(v.links) })),
  links: result.links,
  seconds: result.seconds.prepare + result.seconds.train + result.seconds.link,
  cpuSeconds: threadCpuSeconds(),
});
