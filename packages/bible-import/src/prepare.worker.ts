// Reads catalog versions and builds the batches the installer writes (prepare.ts), in a worker thread: the parse,
// the search documents and the JSON take a core of their own while the previous version is written to the
// database. One worker serves a whole install, one version at a time, so its modules load and its code warms up
// once. Node strips the types: the modules imported here name their `.ts` (no project import with values beyond
// @bible/canon and @bible/threads/worker).
import type { MessagePort } from "node:worker_threads";
import { nameThread } from "@bible/threads/worker";
import type { CatalogEntry } from "./catalog.ts";
import { BibleImportError } from "./errors.ts";
import { type PreparedVersion, prepareEntry } from "./prepare.ts";

export type PrepareJob = { entry: CatalogEntry; path: string; sourceDir: string | undefined };
/** A job and the port the verses read so far are posted to (a number, now and then). */
export type PrepareTask = PrepareJob & { progress: MessagePort };

/** An import error crosses to the installer as its code and message; anything else fails the task as it is. */
export type PrepareAnswer =
  | { kind: "done"; prepared: PreparedVersion }
  | { kind: "error"; code: BibleImportError["code"]; message: string };

nameThread("bible-prepare");

/** One version read and prepared, in the install's prepare thread (install.ts). */
export default async function prepare({ progress, ...job }: PrepareTask): Promise<PrepareAnswer> {
  try {
    const prepared = await prepareEntry(job.entry, job.path, {
      sourceDir: job.sourceDir,
      onVerses: (done) => progress.postMessage(done),
    });
    return { kind: "done", prepared };
  } catch (error) {
    if (!(error instanceof BibleImportError)) throw error;
    return { kind: "error", code: error.code, message: error.message };
  } finally {
    progress.close();
  }
}
