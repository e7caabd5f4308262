// The worker of pool.test.ts: names its thread, answers a task with what it was given and where it ran, throws or
// ends its thread when asked.
import { readFileSync } from "node:fs";
import { workerData } from "node:worker_threads";
import { nameThread } from "./worker.ts";

/** Given as the pool's workerData: the file fails as it loads, with this message. */
export type EchoData = { failToLoad?: string } | undefined;
const failToLoad = (workerData as EchoData)?.failToLoad;
if (failToLoad) throw new Error(failToLoad);

nameThread("pool-test");

export type EchoTask = { say: string } | { fail: string } | { exit: number } | { bytes: ArrayBuffer };
export type EchoAnswer = { said: string; threadName: string } | { length: number };

export default function echo(task: EchoTask): EchoAnswer {
  if ("fail" in task) throw new Error(task.fail);
  if ("exit" in task) process.exit(task.exit);
  if ("bytes" in task) return { length: task.bytes.byteLength };
  return { said: task.say, threadName: readFileSync("/proc/thread-self/comm", "utf8").trim() };
}

/** Another function of the file, run by name. */
export function shout(task: { say: string }): EchoAnswer {
  return { said: task.say.toUpperCase(), threadName: "" };
}

/** Where a module this file imports is found: `import.meta.resolve`, which only an ES module has. */
export function resolve(task: { say: string }): EchoAnswer {
  return { said: import.meta.resolve(task.say), threadName: "" };
}

/** Answers `say` after `ms` milliseconds. */
export async function slow(task: { say: string; ms: number }): Promise<EchoAnswer> {
  await new Promise((resolve) => setTimeout(resolve, task.ms));
  return { said: task.say, threadName: "" };
}
