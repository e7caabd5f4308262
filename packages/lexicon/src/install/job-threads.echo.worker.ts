// The job thread of job-threads.test.ts: answers each job with the job, its thread id and its priority after
// `ms` milliseconds of work (so that every thread gets jobs); the job "fail" throws.
import { threadId, workerData } from "node:worker_threads";
import { type JobThreadData, serveJobs } from "./job-threads.ts";

const data = workerData as JobThreadData<string> & { ms: number };
const pause = new Int32Array(new SharedArrayBuffer(4));

await serveJobs(data, (job) => {
  if (job === "fail") throw new Error("the job failed");
  Atomics.wait(pause, 0, 0, data.ms);
  return { job, threadId, yieldCpu: data.yieldCpu };
});
