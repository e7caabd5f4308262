// Parses FreeDict language pairs (the dictionaries a-b and b-a, either may be missing) into the bucket rows of both
// directions, in a worker thread, one pair after another, for as long as the install has pairs left (see
// job-threads.ts): the parse leaves hundreds of MB of garbage behind, which ends with the thread instead of staying
// in the server's heap. One thread for many pairs rather than one per pair: each thread's start, its code compiled
// and optimized again and its heap grown again cost a fifth more CPU over the 23 pairs.
import { constants } from "node:os";
import { workerData } from "node:worker_threads";
import { lowerThreadPriority } from "@bible/threads/worker";
import { type PairRows, type PairSources, parseLanguagePair } from "./freedict.ts";
import { type JobThreadData, serveJobs } from "./job-threads.ts";

const data = workerData as JobThreadData<PairSources>;

// Parsed ahead while the Bible texts are written, the thread yields the CPU to the one writing them.
if (data.yieldCpu) lowerThreadPriority(constants.priority.PRIORITY_LOW);

// Moved rather than copied: each row's bytes have an ArrayBuffer of their own (see toBuckets).
const buffers = (rows: PairRows) => [...rows.forward, ...rows.backward].map(([, bytes]) => bytes.buffer as ArrayBuffer);

await serveJobs(data, parseLanguagePair, buffers);
