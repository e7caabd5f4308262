// Reads catalog versions and builds the batches the installer writes (prepare.ts), in a worker thread: the parse,
// the search documents and the JSON take a core of their own while the previous version is written to the
// database. One worker serves a whole install, one version at a time, so its modules load and its code warms up
// once. Node strips the types: the modules imported here name their `.ts` (no project import with values beyond
// @bible/canon).
import { parentPort } from "node:worker_threads";
import type { CatalogEntry } from "./catalog.ts";
import { BibleImportError } from "./errors.ts";
import { type PreparedVersion, prepareEntry } from "./prepare.ts";

export type PrepareJob = { entry: CatalogEntry; path: string; sourceDir: string | undefined };

export type PrepareMessage =
  | { kind: "read"; done: number }
  | { kind: "done"; prepared: PreparedVersion }
  | { kind: "error"; code: BibleImportError["code"]; message: string };

const post = (message: PrepareMessage) => parentPort?.postMessage(message);

parentPort?.on("message", async (job: PrepareJob) => {
  try {
    const prepared = await prepareEntry(job.entry, job.path, {
      sourceDir: job.sourceDir,
      onVerses: (done) => post({ kind: "read", done }),
    });
    post({ kind: "done", prepared });
  } catch (error) {
    // An import error crosses to the installer as its code and message; anything else fails the worker.
    if (!(error instanceof BibleImportError)) throw error;
    post({ kind: "error", code: error.code, message: error.message });
  }
});
