// The counters job-threads.test.ts shares with its job threads (job-threads.echo.worker.ts).
/** Threads that have taken a job. */
export const AT_WORK = 0;
export const STARTED = 1;
export const DONE = 2;
export const RELEASED = 3;
export const SLOTS = 4;

/** How long a wait may last before the test fails rather than hangs. */
const PATIENCE_MS = 30_000;

/** Blocks this thread (a test's main thread too) until `sync[slot]` is at least `value`, or throws after 30 s. */
export function awaitAtLeast(sync: Int32Array, slot: number, value: number): void {
  const deadline = Date.now() + PATIENCE_MS;
  for (;;) {
    const seen = Atomics.load(sync, slot);
    if (seen >= value) return;
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`waited ${PATIENCE_MS} ms for slot ${slot} to reach ${value}; it is ${seen}`);
    Atomics.wait(sync, slot, seen, left);
  }
}
