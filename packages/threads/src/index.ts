// The server's worker threads, started, fed, watched and ended by one kept library (piscina) rather than by a
// protocol of each site's own. A worker file exports the function a task runs (its default export, or others named
// by `run`'s `fn`) and names its own thread (`@bible/threads/worker`).

import type { ResourceLimits, Transferable } from "node:worker_threads";
import { Piscina, type PiscinaTask, queueOptionsSymbol, type TaskQueue } from "piscina";
import { threadFlags } from "./flags.ts";
import type { Call } from "./thread.worker.ts";

/** The order in which a pool hands its waiting tasks to its threads: piscina's TaskQueue. */
export type { TaskQueue };

export type ThreadPoolOptions = {
  /** The threads' name: in the errors of the pool (the worker file names its thread so too, see nameThread). */
  name: string;
  /** At most this many threads at once (default 1). */
  threads?: number;
  /** This many threads are started at once and kept while the pool lives (default 0: started with the first task). */
  keep?: number;
  /** A thread beyond `keep` ends once idle this long (default 0: as soon as no task is left for it). */
  idleMs?: number;
  resourceLimits?: ResourceLimits;
  /** What each thread is started with (its `workerData`). */
  workerData?: unknown;
  /** The order of the waiting tasks (default: the order they were asked in). */
  queue?: TaskQueue;
};

/** How piscina tells that a thread ended under a task (it exited, or the pool was destroyed): said with its name. */
function threadEnded(name: string, error: unknown): Error | undefined {
  if (!(error instanceof Error)) return undefined;
  const exited = /^worker exited with code: (-?\d+)$/.exec(error.message);
  if (exited) return new Error(`the ${name} thread exited with code ${exited[1]}`, { cause: error });
  if (error.message === "Terminating worker thread") {
    return new Error(`the ${name} thread was ended before it answered`, { cause: error });
  }
  return undefined;
}

/**
 * Threads running the tasks of one worker file. A task's answer comes back, or the error it threw, or why its thread
 * ended ("the stemmer thread exited with code 1"); a thread that ended is replaced for the tasks that follow. Idle,
 * the threads never keep the process alive.
 */
export class ThreadPool<Task, Result> {
  private readonly pool: Piscina<Call, Result>;
  private readonly name: string;
  private readonly file: string;
  private readonly running = new Set<Promise<unknown>>();

  constructor(file: URL, options: ThreadPoolOptions) {
    this.name = options.name;
    this.file = file.href;
    this.pool = new Piscina<Call, Result>({
      // Each thread starts on thread.worker.ts, which imports `file` as an ES module (see there why not piscina).
      filename: new URL("./thread.worker.ts", import.meta.url).href,
      // Not `--input-type` (a script given as text), on which a thread fails as it loads: see flags.ts.
      ...threadFlags(),
      minThreads: options.keep ?? 0,
      maxThreads: Math.max(options.threads ?? 1, options.keep ?? 0),
      idleTimeout: options.idleMs ?? 0,
      // A thread waits for its next task on its event loop, not blocked in Atomics.wait: a worker's own timers and
      // promises (PGlite's, a dictionary's load) go on between tasks.
      atomics: "disabled",
      // A waiting task handed to a thread that turns out busy goes back to the head of the queue (piscina's default
      // sends it to the tail: a preferred index, or the task asked first, went after the others).
      stricterFIFO: true,
      ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}),
      ...(options.workerData !== undefined ? { workerData: options.workerData } : {}),
      ...(options.queue ? { taskQueue: options.queue } : {}),
    });
    // A thread that fails with no task (as it starts, or between tasks) is replaced by the next task's.
    this.pool.on("error", (error: unknown) => {
      process.emitWarning(`the ${this.name} thread failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  /**
   * Runs `task` in a thread: the function `fn` exports (default: its default export), with `transfer`'s buffers
   * moved rather than copied.
   */
  run(task: Task, options: { fn?: string; transfer?: readonly Transferable[] } = {}): Promise<Result> {
    const call: Call = { file: this.file, fn: options.fn ?? "default", task };
    // The task's key for a PreferringQueue (keyed) goes with it.
    const key: unknown = typeof task === "object" && task !== null ? Reflect.get(task, queueOptionsSymbol) : undefined;
    const answer = this.pool
      .run(key === undefined ? call : Object.assign(call, { [queueOptionsSymbol]: key }), {
        ...(options.transfer ? { transferList: [...options.transfer] } : {}),
      })
      .catch((error: unknown) => {
        throw threadEnded(this.name, error) ?? error;
      });
    this.running.add(answer);
    const forget = () => this.running.delete(answer);
    answer.then(forget, forget);
    return answer;
  }

  /** The tasks asked for and not answered yet. */
  get pending(): number {
    return this.running.size;
  }

  /** Ends the threads once the tasks asked for are answered. */
  async close(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
    await this.pool.destroy();
  }

  /** Ends the threads now: the tasks not answered fail. */
  async destroy(): Promise<void> {
    await this.pool.destroy();
  }
}

/**
 * A pool's waiting tasks (its `queue`), handed out in the order asked, except those whose key was `prefer`red,
 * which go first: an index a look-up waits for before those built ahead. A task gives its key with `keyed`.
 */
export class PreferringQueue<Key> implements TaskQueue {
  private readonly waiting: PiscinaTask[] = [];
  private readonly preferred = new Set<Key>();

  get size(): number {
    return this.waiting.length;
  }

  /** The waiting tasks of these keys go first (and those asked later with them). */
  prefer(keys: Iterable<Key>): void {
    for (const key of keys) this.preferred.add(key);
  }

  push(task: PiscinaTask): void {
    this.waiting.push(task);
  }

  /** A task shifted and not handed to a thread (its thread was busy): waits again at the head. */
  unshift(task: PiscinaTask): void {
    this.waiting.unshift(task);
  }

  remove(task: PiscinaTask): void {
    const at = this.waiting.indexOf(task);
    if (at >= 0) this.waiting.splice(at, 1);
  }

  shift(): PiscinaTask | null {
    const keyOf = (task: PiscinaTask) => (task[queueOptionsSymbol] as { key?: Key } | null)?.key;
    const at = this.waiting.findIndex((task) => {
      const key = keyOf(task);
      return key !== undefined && this.preferred.has(key);
    });
    const [task] = this.waiting.splice(Math.max(at, 0), 1);
    const key = task && keyOf(task);
    if (key !== undefined) this.preferred.delete(key);
    return task ?? null;
  }
}

/** `task` with its key for a PreferringQueue (a property the thread does not get: symbols are not copied). */
export function keyed<Task extends object, Key>(task: Task, key: Key): Task {
  return Object.assign(task, { [queueOptionsSymbol]: { key } });
}
