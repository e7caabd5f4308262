import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type { DbHandle } from "@bible/db";
import type { FastifyBaseLogger } from "fastify";

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

/**
 * After an install (minutes of bulk writes, parsing and alignment), gives its memory back so the server does not
 * hold it until a restart: the embedded database's instance is reopened (its WebAssembly memory only grows), then
 * one full garbage collection frees what the install left behind (an idle server may not run one for hours), the
 * old instance's memory with it. The server keeps serving: calls made during the reopen wait for it.
 */
export async function releaseInstallMemory(database: DbHandle, log: FastifyBaseLogger): Promise<void> {
  const before = process.memoryUsage.rss();
  const started = performance.now();
  try {
    await database.release();
  } catch (error) {
    log.error({ err: error }, "reopening the database after the install failed");
  }
  collectGarbage();
  log.info(
    {
      rssMB: { before: mb(before), after: mb(process.memoryUsage.rss()) },
      ms: Math.round(performance.now() - started),
    },
    "install finished: its memory released",
  );
}

/**
 * A full garbage collection now. Node offers none without the --expose-gc flag: the flag is set for one new
 * context, whose `gc` collects the whole heap, and unset again.
 */
function collectGarbage(): void {
  setFlagsFromString("--expose-gc");
  try {
    const gc: unknown = runInNewContext("gc");
    if (typeof gc === "function") gc();
  } finally {
    setFlagsFromString("--no-expose-gc");
  }
}
