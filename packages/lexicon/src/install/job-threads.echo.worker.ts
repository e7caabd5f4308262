// The job thread of job-threads.test.ts: answers each job with the job, its thread id and its priority. It tells the
// test what it does through `sync` (threads at work, jobs started, jobs done), and waits on it instead of on a clock,
// so that the test says what each thread meets whatever the machine's load: in its first job, until `threads`
// threads have each taken one (so that every thread gets a job); the job "hold" until the test releases it; the job
// "fail" throws.
import { threadId, workerData } from "node:worker_threads";
import { AT_WORK, awaitAtLeast, DONE, RELEASED, STARTED } from "./job-threads.sync.ts";
import { type JobThreadData, serveJobs } from "./job-threads.ts";

const data = workerData as JobThreadData<string> & { sync: SharedArrayBuffer; threads: number };
const sync = new Int32Array(data.sync);
const count = (slot: number) => {
  Atomics.add(sync, slot, 1);
  Atomics.notify(sync, slot);
};

let first = true;
await serveJobs(data, (job) => {
  count(STARTED);
  if (first) count(AT_WORK);
  first = false;
  awaitAtLeast(sync, AT_WORK, data.threads);
  if (job === "hold") awaitAtLeast(sync, RELEASED, 1);
  if (job === "fail") throw new Error("the job failed");
  count(DONE);
  return { job, threadId, yieldCpu: data.yieldCpu };
});
