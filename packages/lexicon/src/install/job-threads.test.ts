import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { type JobThreadData, runInThreads } from "./job-threads";
import { awaitAtLeast, DONE, RELEASED, SLOTS, STARTED } from "./job-threads.sync";

type Answer = { job: string; threadId: number; yieldCpu: boolean };

/**
 * Threads of job-threads.echo.worker.ts. Each waits in its first job until `threads(data)` threads have taken one,
 * and tells through `sync` what it does: the test waits on that, never on a clock.
 */
function echoThreads(threads: (data: JobThreadData<string>) => number) {
  const sync = new Int32Array(new SharedArrayBuffer(SLOTS * Int32Array.BYTES_PER_ELEMENT));
  const started: Worker[] = [];
  const exits: Promise<unknown>[] = [];
  const spawn = (data: JobThreadData<string>) => {
    const worker = new Worker(new URL("./job-threads.echo.worker.ts", import.meta.url), {
      workerData: { ...data, sync: sync.buffer, threads: threads(data) },
    });
    started.push(worker);
    exits.push(new Promise((done) => worker.once("exit", done)));
    return worker;
  };
  return { sync, started, spawn, ended: () => Promise.all(exits) };
}

describe("jobs run in worker threads", () => {
  it("answers every job in order, each thread taking one job after another, and ends the threads", async () => {
    const jobs = Array.from({ length: 7 }, (_, i) => `job ${i}`);
    const { started, spawn, ended } = echoThreads(() => 2);
    const threads = runInThreads<string, Answer>(jobs, spawn, { parallel: 2, yieldCpu: false });
    const answers: Answer[] = [];
    for (let index = 0; index < jobs.length; index++) answers.push(await threads.take(index));
    expect(answers.map((answer) => answer.job)).toEqual(jobs);
    expect(started).toHaveLength(2);
    expect(new Set(answers.map((answer) => answer.threadId)).size).toBe(2);
    await ended();
    await expect(threads.take(0)).rejects.toThrow("job 0 is not run or was taken already");
  });

  it("goes on with the next jobs while the thread that started them is blocked", async () => {
    const jobs = Array.from({ length: 6 }, (_, i) => `job ${i}`);
    const { sync, spawn, ended } = echoThreads(() => 1);
    const threads = runInThreads<string, Answer>(jobs, spawn, { parallel: 1, yieldCpu: false });
    const answered: string[] = [];
    const taken = jobs.map((_, index) => threads.take(index).then((answer) => answered.push(answer.job)));
    // This thread's event loop is blocked (as by a long statement of the embedded database) until every job is
    // done: the job thread takes one after another without it. Were the jobs handed out from here, the thread would
    // wait for its second job and this wait would fail.
    awaitAtLeast(sync, DONE, jobs.length);
    await Promise.all(taken);
    expect(answered).toEqual(jobs);
    await ended();
  });

  it("starts at the lowest priority, then leaves the jobs not started to threads at the ordinary one", async () => {
    const jobs = ["job 0", "hold", "job 2", "job 3", "job 4", "job 5"];
    // Neither ordinary thread answers its first job before the other has taken one: each gets a job.
    const { sync, started, spawn, ended } = echoThreads((data) => (data.yieldCpu ? 1 : 3));
    const threads = runInThreads<string, Answer>(jobs, spawn, { parallel: 1, yieldCpu: true });
    const first = await threads.take(0);
    // The low-priority thread is in its second job when the threads are widened.
    awaitAtLeast(sync, STARTED, 2);
    threads.widen(2);
    Atomics.store(sync, RELEASED, 1);
    Atomics.notify(sync, RELEASED);
    const rest: Answer[] = [];
    for (let index = 1; index < jobs.length; index++) rest.push(await threads.take(index));
    expect(first.yieldCpu).toBe(true);
    // The low-priority thread finishes the job it had taken, the others go to the two ordinary threads.
    expect(rest.map((answer) => answer.yieldCpu)).toEqual([true, false, false, false, false]);
    expect(new Set(rest.slice(1).map((answer) => answer.threadId)).size).toBe(2);
    expect(started).toHaveLength(3);
    await ended();
  });

  it("answers a failed job with its error and starts no job after it", async () => {
    const { started, spawn, ended } = echoThreads(() => 1);
    const threads = runInThreads<string, Answer>(["a", "fail", "c", "d"], spawn, { parallel: 1, yieldCpu: false });
    expect((await threads.take(0)).job).toBe("a");
    await expect(threads.take(1)).rejects.toThrow("the job failed");
    await expect(threads.take(2)).rejects.toThrow("the job failed");
    await ended();
    expect(started).toHaveLength(1);
  });

  it("answers the jobs left with the reason when a thread dies", async () => {
    const spawn = () => new Worker("process.exit(3)", { eval: true });
    const threads = runInThreads<string, Answer>(["a", "b"], spawn, { parallel: 1, yieldCpu: false });
    await expect(threads.take(0)).rejects.toThrow("worker thread exited with code 3");
    await expect(threads.take(1)).rejects.toThrow("worker thread exited with code 3");
  });
});
