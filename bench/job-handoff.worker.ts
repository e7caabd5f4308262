// The job thread of job-handoff.ts: a job is `ms` milliseconds of CPU. Served either from the shared counter
// (serveJobs, when started by runInThreads) or as a pool's task (the default export).
import { workerData } from "node:worker_threads";
import { type JobThreadData, serveJobs } from "../packages/lexicon/src/install/job-threads.ts";

const burn = (ms: number) => {
  const until = performance.now() + ms;
  let x = 0;
  while (performance.now() < until) x++;
  return x;
};

/** A pool's task (piscina calls the default export). @public */
export default function job(ms: number): number {
  return burn(ms);
}

const data = workerData as JobThreadData<number> | null;
if (data?.counters) await serveJobs(data, job);
