// Node modules only: imported by worker threads as they start (Node strips the types).
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";

/**
 * Lowers the calling thread's priority (a `constants.priority` value). On Linux a thread's nice value is its own
 * (setpriority with its thread id), so only this worker thread yields the CPU: it takes a core nobody else wants,
 * never the one running the database and answering requests. Elsewhere the thread runs as it is.
 */
export function lowerThreadPriority(priority: number): void {
  try {
    setPriority(Number(readlinkSync("/proc/thread-self").split("/").at(-1)), priority);
  } catch {}
}
