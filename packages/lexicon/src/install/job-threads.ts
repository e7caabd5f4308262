// Jobs run in order in worker threads that each take one job after another: a thread answers a message (the job) with
// a message (its answer), then gets the next job, and ends when none is left. Fewer threads than jobs: a thread's
// start, its code compiled and optimized again and its heap grown again cost FreeDict's 23 language pairs a fifth
// more CPU when each had a thread of its own.
import type { Worker } from "node:worker_threads";

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
};

/**
 * Runs `jobs` in order in at most `parallel` threads made by `spawn`, at the lowest priority if `yieldCpu` (until
 * `widen`). A job that fails stops the others: its answer is the error, the jobs after it are not started.
 */
export function runInThreads<Job, Answer>(
  jobs: readonly Job[],
  spawn: (yieldCpu: boolean) => Worker,
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
    return { promise, resolve, reject };
  });
  /** Job `index`'s resolving functions, dropped from it: they keep its promise, and it the answer, once taken. */
  const settle = (index: number): Pick<Result<Answer>, "resolve" | "reject"> => {
    const result = results[index];
    if (!result) return { resolve: () => {}, reject: () => {} };
    const { resolve, reject } = result;
    result.resolve = () => {};
    result.reject = () => {};
    return { resolve, reject };
  };
  let yieldCpu = lowest;
  let limit = parallel;
  let started = 0;
  let failed = false;
  type Thread = { worker: Worker; yieldCpu: boolean; job: number | undefined };
  const threads = new Set<Thread>();
  const next = (thread: Thread) => {
    const index = started;
    if (index >= jobs.length || failed || (thread.yieldCpu && !yieldCpu)) {
      thread.job = undefined;
      threads.delete(thread);
      void thread.worker.terminate();
      start();
      return;
    }
    started++;
    thread.job = index;
    thread.worker.postMessage(jobs[index]);
  };
  const fail = (thread: Thread, error: unknown) => {
    const index = thread.job;
    if (index === undefined) return;
    failed = true;
    thread.job = undefined;
    threads.delete(thread);
    settle(index).reject(error);
  };
  const start = () => {
    while (threads.size < limit && started < jobs.length && !failed) {
      const thread: Thread = { worker: spawn(yieldCpu), yieldCpu, job: undefined };
      threads.add(thread);
      thread.worker.on("message", (answer: Answer) => {
        const index = thread.job;
        // The next job is handed out first: the taker, woken by this answer, asks for the next one.
        next(thread);
        if (index !== undefined) settle(index).resolve(answer);
      });
      thread.worker.once("error", (error) => fail(thread, error));
      thread.worker.once("exit", (code) => fail(thread, new Error(`worker thread exited with code ${code}`)));
      next(thread);
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
      yieldCpu = false;
      limit = Math.max(limit, parallel);
      start();
    },
  };
}
