// The embedded database's own thread (see pglite-thread.ts): PGlite on the data directory, served by PGlite's own
// worker protocol (`@electric-sql/pglite/worker`), written for a Web Worker: the few calls of a worker's global scope
// it uses are given here over Node's `parentPort`. Node strips the types: no project import here but the
// self-contained template.ts and message-events.ts.

import { type MessagePort, parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { worker } from "@electric-sql/pglite/worker";
import { webMessages } from "./message-events.ts";
import { readTemplate } from "./template.ts";

/** What the thread is started with (`workerData`). */
export type PgliteThreadData = { dataDir: string; startParams: string[]; fromTemplate: boolean };
/** `statements`: the port statements come on (see below). */
type ThreadData = PgliteThreadData & { statements: MessagePort };
/** A statement's protocol messages, and the database's answer: its raw protocol bytes, or why it could not run. */
export type StatementCall = { id: number; message: Uint8Array };
export type StatementAnswer = { id: number; data: Uint8Array } | { id: number; failure: string };
/** The one message of ours beside PGlite's protocol: close the database cleanly; the thread answers when it has. */
export type CloseRequest = "bible-pglite-close";
export type CloseAnswer = "bible-pglite-closed";
const CLOSE: CloseRequest = "bible-pglite-close";
const CLOSED: CloseAnswer = "bible-pglite-closed";

const port = (() => {
  if (!parentPort) throw new Error("pglite.worker.ts runs as a worker thread");
  return parentPort;
})();
const { dataDir, startParams, fromTemplate, statements }: ThreadData = workerData;

Object.assign(globalThis, webMessages(port));

const template = fromTemplate ? readTemplate() : undefined;
const database = new PGlite(dataDir, { startParams, ...(template ? { loadDataDir: template } : {}) });

/**
 * The statements received, one after another: each runs when the one before has ended, and so does the close. A
 * statement awaits inside PGlite (its turn, the files), and a close run meanwhile broke it ("XLogBeginInsert was
 * already called") and left the shutdown waiting for ever.
 */
let received: Promise<unknown> = Promise.resolve();

port.on("message", (message: unknown) => {
  if (message !== CLOSE) return;
  // A clean shutdown (a checkpoint) before the thread is ended: the next start needs no recovery.
  received = received
    .then(() => database.close())
    .then(
      () => port.postMessage(CLOSED),
      () => port.postMessage(CLOSED),
    );
});

/**
 * Statements come on a port of their own (see pglite-thread.ts) and their answer goes back as the protocol bytes the
 * database wrote (a copy: they are a view of its memory), parsed by the client. `execProtocol` parses them here too,
 * as in-thread: a notification reaches the listeners (PGlite's worker forwards them to the client), and an error
 * does not throw here (the client throws it, with every field).
 */
statements.on("message", ({ id, message }: StatementCall) => {
  received = received
    .then(() => database.waitReady)
    .then(() => database.execProtocol(message, { throwOnError: false, syncToFs: false }))
    .then(
      ({ data }) => {
        const own = data.slice();
        const answer: StatementAnswer = { id, data: own };
        statements.postMessage(answer);
      },
      (error: unknown) => {
        const answer: StatementAnswer = { id, failure: error instanceof Error ? error.message : String(error) };
        statements.postMessage(answer);
      },
    );
});

await worker({ init: async () => database });
