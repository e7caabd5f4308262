// Jobs run in order in worker threads that each take one job after another and answer it with a message, until none
// is left. Fewer threads than jobs: a thread's start, its code compiled and optimized again and its heap grown again
// cost FreeDict's 23 language pairs a fifth more CPU when each had a thread of its own.
//
// The threads take their jobs themselves, from a counter they share (a SharedArrayBuffer), rather than from a message
// of the main thread: that thread runs the embedded database, whose statements block its event loop for up to 3 s (the
// search index built after the Bible texts), and a thread waiting there for its next job left a core idle. This is
// why these jobs do not go through a ThreadPool (@bible/threads), whose tasks the main thread hands out: with the
// main thread blocked 3 s, 12 jobs of 300 ms on 2 threads took 3.0 s here and 4.5 s in the pool (bench/job-handoff.ts,
// median of 3 alternate turns at a load of 1.3 on 2 cores, 3.0 s and 4.6 s at a load of 8); unblocked, 1.97 s and
// 2.01 s.
import { parentPort, type Transferable, type Worker } from "node:worker_threads";

/** The shared counters' slots: the next job to take; 1 once the threads at the lowest priority are to stop; 1 once a
 * job failed (no job is taken after it). */
const NEXT = 0;
const WIDENED = 1;
const FAILED = 2;

/** What a job thread is started with (its workerData). */
export type JobThreadData<Job> = {
  jobs: readonly Job[];
  counters: SharedArrayBuffer;
  /** Started at the lowest priority: it takes no job once the threads are widened. */
  yieldCpu: boolean;
};

type JobMessage<Answer> = { index: number; answer: Answer } | { index: number; error: unknown };

export type JobThreads<Answer> = {
  /** Job `index`'s answer, once: it is not kept after it is taken. */
  take: (index: number) => Promise<Answer>;
  /**
   * Lets this many threads run at the ordinary priority: a thread started at the lowest one finishes its job and
   * leaves the others to them.
   */
  widen: (parallel: number) => void;
};

type Result<Answer> = {
  promise?: Promise<Answer>;
  resolve: (answer: Answer) => void;
  reject: (error: unknown) => void;
  settled: boolean;
};

/**
 * Runs `jobs` in order in at most `parallel` threads made by `spawn` (each serving them with `serveJobs`), at the
 * lowest priority if `yieldCpu` (until `widen`). A job that fails stops the others: its answer is the error, no job
 * is taken after it, and the jobs no thread answered are answered with it once the threads have ended.
 */
export function runInThreads<Job, Answer>(
  jobs: readonly Job[],
  spawn: (data: JobThreadData<Job>) => Worker,
  { parallel, yieldCpu: lowest }: { parallel: number; yieldCpu: boolean },
): JobThreads<Answer> {
  const results = jobs.map((): Result<Answer> => {
    let resolve: Result<Answer>["resolve"] = () => {};
    let reject: Result<Answer>["reject"] = () => {};
    const promise = new Promise<Answer>((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
    promise.catch(() => {}); // reported when taken (a failure stops the taker at that job)
    return { promise, resolve, reject, settled: false };
  });
  /** Settles job `index` once; its resolving functions are dropped: they keep its promise, and it the answer. */
  const settle = (index: number, outcome: { answer: Answer } | { error: unknown }) => {
    const result = results[index];
    if (!result || result.settled) return;
    const { resolve, reject } = result;
    result.settled = true;
    result.resolve = () => {};
    result.reject = () => {};
    if ("error" in outcome) reject(outcome.error);
    else resolve(outcome.answer);
  };
  const counters = new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT);
  const shared = new Int32Array(counters);
  let limit = parallel;
  let failure: unknown;
  const fail = (error: unknown) => {
    failure ??= error;
    Atomics.store(shared, FAILED, 1);
  };
  const threads = new Set<Worker>();
  const start = () => {
    while (threads.size < limit && Atomics.load(shared, NEXT) < jobs.length && !Atomics.load(shared, FAILED)) {
      const worker = spawn({ jobs, counters, yieldCpu: lowest && !Atomics.load(shared, WIDENED) });
      threads.add(worker);
      worker.on("message", (message: JobMessage<Answer>) => {
        if ("error" in message) fail(message.error);
        settle(message.index, message);
      });
      worker.once("error", fail);
      // Its messages are all delivered before its exit.
      worker.once("exit", (code) => {
        threads.delete(worker);
        if (code !== 0) fail(new Error(`worker thread exited with code ${code}`));
        start();
        if (threads.size > 0) return;
        const reason = failure ?? new Error("the job threads ended before answering every job");
        for (let index = 0; index < results.length; index++) settle(index, { error: reason });
      });
    }
  };
  start();
  return {
    take: (index) => {
      const result = results[index];
      const promise = result?.promise;
      if (result) delete result.promise;
      return promise ?? Promise.reject(new Error(`job ${index} is not run or was taken already`));
    },
    widen: (parallel) => {
      Atomics.store(shared, WIDENED, 1);
      limit = Math.max(limit, parallel);
      start();
    },
  };
}

/**
 * The thread's side of runInThreads: takes the next job from the shared counter, answers it (its `transfer`
 * buffers moved, not copied), until none is left, a job failed, or this thread, started at the lowest priority,
 * is widened out. The thread then ends (nothing else keeps it alive).
 */
export async function serveJobs<Job, Answer>(
  data: JobThreadData<Job>,
  run: (job: Job) => Promise<Answer> | Answer,
  transfer: (answer: Answer) => Transferable[] = () => [],
): Promise<void> {
  const shared = new Int32Array(data.counters);
  for (;;) {
    if (Atomics.load(shared, FAILED) || (data.yieldCpu && Atomics.load(shared, WIDENED))) return;
    const index = Atomics.add(shared, NEXT, 1);
    if (index >= data.jobs.length) return;
    let answer: Answer;
    try {
      answer = await run(data.jobs[index] as Job);
    } catch (error) {
      Atomics.store(shared, FAILED, 1);
      parentPort?.postMessage({ index, error } satisfies JobMessage<Answer>);
      return;
    }
    parentPort?.postMessage({ index, answer } satisfies JobMessage<Answer>, transfer(answer));
  }
}
