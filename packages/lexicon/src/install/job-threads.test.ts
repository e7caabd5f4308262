import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { type JobThreadData, runInThreads } from "./job-threads";

type Answer = { job: string; threadId: number; yieldCpu: boolean };

/** Threads of job-threads.echo.worker.ts, each job taking `ms` milliseconds. */
function echoThreads(ms = 20) {
  const started: Worker[] = [];
  const exits: Promise<unknown>[] = [];
  const spawn = (data: JobThreadData<string>) => {
    const worker = new Worker(new URL("./job-threads.echo.worker.ts", import.meta.url), {
      workerData: { ...data, ms },
    });
    started.push(worker);
    exits.push(new Promise((done) => worker.once("exit", done)));
    return worker;
  };
  return { started, spawn, ended: () => Promise.all(exits) };
}

/** Blocks this thread's event loop, as a long statement of the embedded database does. */
function block(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

describe("jobs run in worker threads", () => {
  it("answers every job in order, each thread taking one job after another, and ends the threads", async () => {
    const jobs = Array.from({ length: 7 }, (_, i) => `job ${i}`);
    const { started, spawn, ended } = echoThreads();
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
    const { spawn, ended } = echoThreads(10);
    const threads = runInThreads<string, Answer>(jobs, spawn, { parallel: 1, yieldCpu: false });
    const answered: string[] = [];
    const taken = jobs.map((_, index) => threads.take(index).then((answer) => answered.push(answer.job)));
    // Every job (60 ms of work) is done while this thread could hand out none: all are answered as soon as it is
    // free, not one after another, each of its answers handing out the next job.
    block(1500);
    for (let turn = 0; turn < 5; turn++) await new Promise((done) => setImmediate(done));
    expect(answered).toEqual(jobs);
    await Promise.all(taken);
    await ended();
  });

  it("starts at the lowest priority, then leaves the jobs not started to threads at the ordinary one", async () => {
    const jobs = Array.from({ length: 6 }, (_, i) => `job ${i}`);
    const { started, spawn, ended } = echoThreads(50);
    const threads = runInThreads<string, Answer>(jobs, spawn, { parallel: 1, yieldCpu: true });
    const first = await threads.take(0);
    threads.widen(2);
    const rest: Answer[] = [];
    for (let index = 1; index < jobs.length; index++) rest.push(await threads.take(index));
    expect(first.yieldCpu).toBe(true);
    // The low-priority thread finishes the job it had taken (job 1), the others go to the two ordinary threads.
    expect(rest.map((answer) => answer.yieldCpu)).toEqual([true, false, false, false, false]);
    expect(new Set(rest.slice(1).map((answer) => answer.threadId)).size).toBe(2);
    expect(started).toHaveLength(3);
    await ended();
  });

  it("answers a failed job with its error and starts no job after it", async () => {
    const { started, spawn, ended } = echoThreads();
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
