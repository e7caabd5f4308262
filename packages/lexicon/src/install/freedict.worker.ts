// Parses the FreeDict dictionaries of one language pair (a-b and b-a, either may be missing) into the
// bucket rows of both directions, in a worker thread: the parse leaves hundreds of MB of garbage behind,
// which ends with the thread instead of staying in the server's heap.
import { readlinkSync } from "node:fs";
import { constants, setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { addReversed, type DictdFiles, readDictd, toBuckets } from "./freedict.ts";

export type FreedictJob = {
  forward: DictdFiles | null;
  backward: DictdFiles | null;
  keepPronunciation: { forward: boolean; backward: boolean };
  /** Which dictionaries are JMdict's (Japanese headwords), whose senses have no definitions. */
  japanese: { forward: boolean; backward: boolean };
  /** Parsed ahead while the Bible texts are written: the thread yields the CPU to the one writing them. */
  yieldCpu: boolean;
};

// Buffers arrive as plain Uint8Arrays: view them as Buffers again, without copying.
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const parse = (sent: DictdFiles | null, keepPronunciation: boolean, japanese: boolean) =>
  sent ? readDictd({ index: asBuffer(sent.index), dict: asBuffer(sent.dict) }, keepPronunciation, japanese) : new Map();

const job = workerData as FreedictJob;
// Linux: a thread's nice value is its own (setpriority with its thread id), so only this thread runs at the lowest
// priority: it takes a core nobody else wants, never the database's. Elsewhere the parse runs as it is.
if (job.yieldCpu) {
  try {
    setPriority(Number(readlinkSync("/proc/thread-self").split("/").at(-1)), constants.priority.PRIORITY_LOW);
  } catch {}
}
const forward = parse(job.forward, job.keepPronunciation.forward, job.japanese.forward);
const backward = parse(job.backward, job.keepPronunciation.backward, job.japanese.backward);
// Each direction: its own entries first, then the opposite dictionary's read backwards.
const forwardRows = new Map(forward);
addReversed(forwardRows, backward);
addReversed(backward, forward);
parentPort?.postMessage({ forward: toBuckets(forwardRows), backward: toBuckets(backward) });
