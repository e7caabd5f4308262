// A worker thread's side: its name and its priority, set by the thread itself as its module loads. Node modules only:
// imported by the worker files, which Node loads with their types stripped.
import { readlinkSync, writeFileSync } from "node:fs";
import { setPriority } from "node:os";

/**
 * Names the calling thread as the system shows it (`top -H`, /proc/<pid>/task/<tid>/comm; 15 bytes at most): a
 * pool's threads are started by the pool library, which gives them no name of their own. Elsewhere than on Linux the
 * thread keeps its name.
 */
export function nameThread(name: string): void {
  try {
    writeFileSync("/proc/thread-self/comm", name.slice(0, 15));
  } catch {}
}

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
