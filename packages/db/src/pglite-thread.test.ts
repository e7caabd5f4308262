import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { MessageChannel, Worker } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it } from "vitest";
import { PgliteThread } from "./pglite-thread";

const dataDirs: string[] = [];
afterEach(() => {
  for (const dataDir of dataDirs.splice(0)) rmSync(dataDir, { recursive: true, force: true });
});

function startThread(dataDir: string) {
  // As openPgliteThread starts it, keeping the thread to end it as a crash would.
  const { port1, port2 } = new MessageChannel();
  const thread = new Worker(new URL("./pglite.worker.ts", import.meta.url), {
    workerData: { dataDir, startParams: PGlite.defaultStartParams, fromTemplate: false, statements: port2 },
    transferList: [port2],
  });
  return { thread, database: new PgliteThread(thread, port1) };
}

describe("the embedded database's thread", () => {
  it("fails the calls with the cause once the thread has ended, and still closes", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "bible-thread-end-"));
    dataDirs.push(dataDir);
    const { thread, database } = startThread(dataDir);
    expect((await database.query<{ n: number }>("select 1 as n")).rows).toEqual([{ n: 1 }]);

    await thread.terminate();
    // Before: the call waited for an answer that could not come.
    await expect(database.query("select 2")).rejects.toThrow(/the database thread ended/);
    // Before: close waited for the ended thread to exit again (the server's shutdown hung).
    await database.close();
  });

  it("keeps no query's result once it is answered (the server's memory does not grow with every query)", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "bible-thread-keep-"));
    dataDirs.push(dataDir);
    const { database } = startThread(dataDir);
    setFlagsFromString("--expose-gc");
    const gc: () => void = runInNewContext("gc");
    try {
      const answered: WeakRef<object>[] = [];
      for (let i = 0; i < 5; i++) answered.push(new WeakRef(await database.query("select repeat('x', 1000) as text")));
      await database.transaction(async (tx) => {
        answered.push(new WeakRef(await tx.query("select 1 as n")));
      });
      await new Promise((resolve) => setTimeout(resolve, 10));
      gc();
      // Before: each call raced a promise that settles only when the thread ends, which kept every result.
      expect(answered.filter((result) => result.deref() !== undefined)).toHaveLength(0);
    } finally {
      await database.close();
    }
  }, 120_000);

  it("closes after the statement in flight, which finishes and is kept (a shutdown during an index build)", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "bible-thread-close-"));
    dataDirs.push(dataDir);
    const { database } = startThread(dataDir);
    await database.exec("create table words (n int, hash text)");
    // A long statement, as the first start's search index build; the shutdown comes while it runs.
    const building = database.exec(
      "insert into words select n, md5(n::text) from generate_series(1, 150000) as n; create index words_hash on words (hash)",
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    await Promise.all([building, database.close()]);

    const again = startThread(dataDir).database;
    try {
      const [row] = (await again.query<{ n: number }>("select count(*)::int as n from words where hash is not null"))
        .rows;
      expect(row?.n).toBe(150000);
      const index = await again.query("select 1 from pg_indexes where indexname = 'words_hash'");
      expect(index.rows).toHaveLength(1);
    } finally {
      await again.close();
    }
  }, 120_000);
});
