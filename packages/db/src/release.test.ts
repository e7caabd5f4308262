import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "./client";
import { copyRows } from "./copy";
import { executeRows } from "./execute";
import { sql } from "./index";
import { createTestDb } from "./testing";

const opened: { database: DbHandle; dataDir?: string }[] = [];
afterEach(async () => {
  for (const { database, dataDir } of opened.splice(0)) {
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
});

async function count(database: DbHandle): Promise<number> {
  const [row] = await executeRows(database.db, sql`select count(*)::int as n from kept`);
  return typeof row === "object" && row !== null && "n" in row ? Number(row.n) : Number.NaN;
}
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A PGlite database in a new data directory (closed and removed after the test), with an empty table `kept`. */
async function openWithTable(): Promise<{ database: DbHandle; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), "bible-release-"));
  const database = createDb({ dataDir });
  opened.push({ database, dataDir });
  await database.db.execute(sql`create table kept (n int not null)`);
  return { database, dataDir };
}

describe("releasing an embedded database's memory (a PGlite data directory)", () => {
  it("keeps serving: a transaction in flight finishes, calls made meanwhile wait, the data and listeners stay", async () => {
    const { database, dataDir } = await openWithTable();
    await database.db.execute(sql`insert into kept select generate_series(1, 1000)`);
    const heard: string[] = [];
    await database.listen("kept_changed", (payload) => heard.push(payload));

    // A transaction already running when the release is asked for: it ends on the instance it started on.
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into kept values (1001)`);
      await sleep(200);
      await tx.execute(sql`insert into kept values (1002)`);
    });
    await sleep(20);
    const release = database.release();
    // Asked while the release waits for that transaction: answered after it, from the reopened database.
    const meanwhile = Promise.all([count(database), database.db.execute(sql`insert into kept values (1003)`)]);
    await Promise.all([transaction, release]);
    const [seen] = await meanwhile;

    expect(seen).toBe(1002);
    expect(await count(database)).toBe(1003);
    // The listener was told the database was reopened (as after a reconnection), and hears what follows.
    expect(heard).toEqual([""]);
    await database.db.execute(sql`select pg_notify('kept_changed', 'after')`);
    await sleep(50);
    expect(heard).toEqual(["", "after"]);

    // Released twice in a row, then closed: the next process finds every row on disk.
    await Promise.all([database.release(), database.release(), count(database)]);
    await database.close();
    opened.splice(0);
    const again = createDb({ dataDir });
    opened.push({ database: again, dataDir });
    expect(await count(again)).toBe(1003);
  }, 60_000);

  it("bulk loads (COPY) go through the released database's client, outside and inside a transaction", async () => {
    const { database } = await openWithTable();
    await copyRows(database.db, "kept", ["n"], "1\n2\n");
    await database.release();
    // The data set writes of a first install run on the database itself, not in a transaction (installLexicon).
    await copyRows(database.db, "kept", ["n"], "3\n");
    await database.db.transaction((tx) => copyRows(tx, "kept", ["n"], "4\n5\n"));
    expect(await count(database)).toBe(5);
  }, 60_000);

  it("a statement that fails during the release fails alone", async () => {
    const { database } = await openWithTable();
    const failing = database.db.execute(sql`insert into kept values (null)`);
    const release = database.release();
    await expect(failing).rejects.toThrow();
    await release;
    await database.db.execute(sql`insert into kept values (1)`);
    expect(await count(database)).toBe(1);
  }, 60_000);
});

describe("releasing memory on the test database (in memory, or PostgreSQL with TEST_DATABASE_URL)", () => {
  it("changes nothing a reader sees", async () => {
    const database = await createTestDb();
    opened.push({ database });
    await database.db.execute(sql`create table kept (n int not null)`);
    await database.db.execute(sql`insert into kept select generate_series(1, 10)`);
    await Promise.all([database.release(), database.db.execute(sql`insert into kept values (11)`)]);
    expect(await count(database)).toBe(11);
  });
});
