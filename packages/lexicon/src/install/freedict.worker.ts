// Parses the FreeDict dictionaries of one language pair (a-b and b-a, either may be missing) into the
// bucket rows of both directions, in a worker thread: the parse leaves hundreds of MB of garbage behind,
// which ends with the thread instead of staying in the server's heap.
import { readlinkSync } from "node:fs";
import { constants, setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import type { DataFile } from "../manifest.ts";
import { addReversed, readDictd, toBuckets } from "./freedict.ts";
import { loadDataFile } from "./source.ts";

/** A dictionary's two files, read (checksums verified, decompressed) here rather than in the thread that writes. */
export type DictdSource = { index: DataFile; dict: DataFile };

export type FreedictJob = {
  lexiconDir: string;
  forward: DictdSource | null;
  backward: DictdSource | null;
  keepPronunciation: { forward: boolean; backward: boolean };
  /** Which dictionaries are JMdict's (Japanese headwords), whose senses have no definitions. */
  japanese: { forward: boolean; backward: boolean };
  /** Parsed ahead while the Bible texts are written: the thread yields the CPU to the one writing them. */
  yieldCpu: boolean;
};

const job = workerData as FreedictJob;
const read = async (source: DictdSource | null) =>
  source
    ? {
        index: (await loadDataFile(source.index, { lexiconDir: job.lexiconDir })).bytes,
        dict: (await loadDataFile(source.dict, { lexiconDir: job.lexiconDir })).bytes,
      }
    : null;
const parse = async (source: DictdSource | null, keepPronunciation: boolean, japanese: boolean) => {
  const files = await read(source);
  return files ? readDictd(files, keepPronunciation, japanese) : new Map();
};

// Linux: a thread's nice value is its own (setpriority with its thread id), so only this thread runs at the lowest
// priority: it takes a core nobody else wants, never the database's. Elsewhere the parse runs as it is.
if (job.yieldCpu) {
  try {
    setPriority(Number(readlinkSync("/proc/thread-self").split("/").at(-1)), constants.priority.PRIORITY_LOW);
  } catch {}
}
const forward = await parse(job.forward, job.keepPronunciation.forward, job.japanese.forward);
const backward = await parse(job.backward, job.keepPronunciation.backward, job.japanese.backward);
// Each direction: its own entries first, then the opposite dictionary's read backwards.
const forwardRows = new Map(forward);
addReversed(forwardRows, backward);
addReversed(backward, forward);
const rows = { forward: toBuckets(forwardRows), backward: toBuckets(backward) };
// Moved rather than copied: each row's bytes have an ArrayBuffer of their own (see toBuckets).
const buffers = [...rows.forward, ...rows.backward].map(([, bytes]) => bytes.buffer as ArrayBuffer);
parentPort?.postMessage(rows, buffers);
