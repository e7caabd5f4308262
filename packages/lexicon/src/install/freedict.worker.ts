// Parses FreeDict language pairs (the dictionaries a-b and b-a, either may be missing) into the bucket rows of both
// directions, in a worker thread, one pair per message, for as long as the install has pairs to give it: the parse
// leaves hundreds of MB of garbage behind, which ends with the thread instead of staying in the server's heap. One
// thread for many pairs rather than one per pair: each thread's start, its code compiled and optimized again and
// its heap grown again cost a fifth more CPU over the 23 pairs.
import { readlinkSync } from "node:fs";
import { constants, setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { type PairSources, parseLanguagePair } from "./freedict.ts";

export type { DictdSource } from "./freedict.ts";

export type FreedictWorkerData = {
  /** Parsed ahead while the Bible texts are written: the thread yields the CPU to the one writing them. */
  yieldCpu: boolean;
};

// Linux: a thread's nice value is its own (setpriority with its thread id), so only this thread runs at the lowest
// priority: it takes a core nobody else wants, never the database's. Elsewhere the parse runs as it is.
if ((workerData as FreedictWorkerData).yieldCpu) {
  try {
    setPriority(Number(readlinkSync("/proc/thread-self").split("/").at(-1)), constants.priority.PRIORITY_LOW);
  } catch {}
}

// A failure is thrown out of the thread (its "error" event on the other side), which then ends.
parentPort?.on("message", async (job: PairSources) => {
  const rows = await parseLanguagePair(job);
  // Moved rather than copied: each row's bytes have an ArrayBuffer of their own (see toBuckets).
  const buffers = [...rows.forward, ...rows.backward].map(([, bytes]) => bytes.buffer as ArrayBuffer);
  parentPort?.postMessage(rows, buffers);
});
