// How jobs reach worker threads while the main thread is blocked (as the embedded database blocks it for up to 3 s
// during a first start, the search index built after the Bible texts): the lexicon install's job threads
// (packages/lexicon/src/install/job-threads.ts, each thread takes its next job from a shared counter) against a
// ThreadPool (@bible/threads, piscina: the main thread hands out every task). JOBS jobs of JOB_MS of CPU each on
// THREADS threads; the main thread blocks BLOCK_MS right after starting them. Wall time until every job is answered,
// in alternate turns (TURNS), with the machine's load.
//   pnpm --filter @bible/bench job-handoff
import { Worker } from "node:worker_threads";
import { ThreadPool } from "@bible/threads";
import { runInThreads } from "../packages/lexicon/src/install/job-threads.ts";
import { machineLoad, median, spread } from "./lib/stats.ts";

const jobs = Number(process.env.JOBS ?? 12);
const jobMs = Number(process.env.JOB_MS ?? 300);
const threads = Number(process.env.THREADS ?? 2);
const blockMs = Number(process.env.BLOCK_MS ?? 3000);
const turns = Number(process.env.TURNS ?? 3);
const file = new URL("./job-handoff.worker.ts", import.meta.url);

const block = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

async function sharedCounter(): Promise<number> {
  const started = performance.now();
  const list = Array.from({ length: jobs }, () => jobMs);
  const run = runInThreads<number, number>(list, (workerData) => new Worker(file, { workerData }), {
    parallel: threads,
    yieldCpu: false,
  });
  block(blockMs);
  for (let i = 0; i < jobs; i++) await run.take(i);
  return performance.now() - started;
}

async function pool(): Promise<number> {
  const started = performance.now();
  const threadPool = new ThreadPool<number, number>(file, { name: "handoff", threads, keep: threads });
  const answers = Array.from({ length: jobs }, () => threadPool.run(jobMs));
  block(blockMs);
  await Promise.all(answers);
  const wall = performance.now() - started;
  await threadPool.destroy();
  return wall;
}

const walls = { "shared counter": [] as number[], "thread pool": [] as number[] };
for (let turn = 0; turn < turns; turn++) {
  for (const [name, run] of turn % 2 === 0
    ? ([
        ["shared counter", sharedCounter],
        ["thread pool", pool],
      ] as const)
    : ([
        ["thread pool", pool],
        ["shared counter", sharedCounter],
      ] as const)) {
    const wall = await run();
    walls[name].push(wall);
    console.log(`turn ${turn + 1} ${name}: ${Math.round(wall)} ms wall  (${machineLoad()})`);
  }
}
const work = (jobs * jobMs) / threads;
console.log(
  `\n${jobs} jobs × ${jobMs} ms on ${threads} threads (${Math.round(work)} ms of work a thread), main thread blocked ${blockMs} ms`,
);
for (const [name, list] of Object.entries(walls)) {
  console.log(`${name.padEnd(15)} wall ms min/median/max ${spread(list)}  median ${Math.round(median(list))}`);
}
console.log(machineLoad());
