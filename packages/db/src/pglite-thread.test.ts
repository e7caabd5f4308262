import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MessageChannel, Worker } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it } from "vitest";
import { PgliteThread } from "./pglite-thread";

const dataDirs: string[] = [];
afterEach(() => {
  for (const dataDir of dataDirs.splice(0)) rmSync(dataDir, { recursive: true, force: true });
});

describe("the embedded database's thread", () => {
  it("fails the calls with the cause once the thread has ended, and still closes", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "bible-thread-end-"));
    dataDirs.push(dataDir);
    // As openPgliteThread starts it, keeping the thread to end it as a crash would.
    const { port1, port2 } = new MessageChannel();
    const thread = new Worker(new URL("./pglite.worker.ts", import.meta.url), {
      workerData: { dataDir, startParams: PGlite.defaultStartParams, fromTemplate: false, statements: port2 },
      transferList: [port2],
    });
    const database = new PgliteThread(thread, port1);
    expect((await database.query<{ n: number }>("select 1 as n")).rows).toEqual([{ n: 1 }]);

    await thread.terminate();
    // Before: the call waited for an answer that could not come.
    await expect(database.query("select 2")).rejects.toThrow(/the database thread ended/);
    // Before: close waited for the ended thread to exit again (the server's shutdown hung).
    await database.close();
  });
});
