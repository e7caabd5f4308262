import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { runInThreads } from "./job-threads";

/** A thread that answers each job with the job, its thread id and its priority; the job "fail" throws. */
const ECHO = `
const { parentPort, threadId, workerData } = require("node:worker_threads");
parentPort.on("message", (job) => {
  if (job === "fail") throw new Error("the job failed");
  parentPort.postMessage({ job, threadId, yieldCpu: workerData.yieldCpu });
});`;

type Answer = { job: string; threadId: number; yieldCpu: boolean };

function echoThreads() {
  const started: Worker[] = [];
  const exits: Promise<unknown>[] = [];
  const spawn = (yieldCpu: boolean) => {
    const worker = new Worker(ECHO, { eval: true, workerData: { yieldCpu } });
    started.push(worker);
    exits.push(new Promise((done) => worker.once("exit", done)));
    return worker;
  };
  return { started, spawn, ended: () => Promise.all(exits) };
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

  it("starts at the lowest priority, then leaves the jobs not started to threads at the ordinary one", async () => {
    const jobs = Array.from({ length: 6 }, (_, i) => `job ${i}`);
    const { started, spawn, ended } = echoThreads();
    const threads = runInThreads<string, Answer>(jobs, spawn, { parallel: 1, yieldCpu: true });
    // Job 1 is handed to the low-priority thread as job 0 is answered, before the widening.
    const first = await threads.take(0);
    threads.widen(2);
    const rest: Answer[] = [];
    for (let index = 1; index < jobs.length; index++) rest.push(await threads.take(index));
    expect(first.yieldCpu).toBe(true);
    expect(rest.map((answer) => answer.yieldCpu)).toEqual([true, false, false, false, false]);
    expect(started.length).toBeLessThanOrEqual(3);
    await ended();
  });

  it("answers a failed job with its error and starts no job after it", async () => {
    const { started, spawn, ended } = echoThreads();
    const threads = runInThreads<string, Answer>(["a", "fail", "c", "d"], spawn, { parallel: 1, yieldCpu: false });
    expect((await threads.take(0)).job).toBe("a");
    await expect(threads.take(1)).rejects.toThrow("the job failed");
    await ended();
    expect(started).toHaveLength(1);
  });
});
