import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "./client";
import { copyPieces, copyRows } from "./copy";
import { executeRows } from "./execute";
import { sql } from "./index";

const opened: DbHandle[] = [];
const dataDirs: string[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
  for (const dataDir of dataDirs.splice(0)) rmSync(dataDir, { recursive: true, force: true });
});

/** The server's kind of embedded database: PGlite on a data directory (removed after the test). */
function diskDb(): DbHandle {
  const dataDir = mkdtempSync(join(tmpdir(), "bible-thread-"));
  dataDirs.push(dataDir);
  const database = createDb({ dataDir });
  opened.push(database);
  return database;
}

function memoryDb(): DbHandle {
  const database = createDb({ dataDir: "memory" });
  opened.push(database);
  return database;
}

describe("the embedded database leaves the server's thread free between statements", () => {
  it("a timer (a request waiting) runs during a long run of awaited statements, not after it", async () => {
    const { db } = memoryDb();
    await db.execute(sql`select 1`);
    let firedAt: number | undefined;
    setTimeout(() => {
      firedAt = performance.now();
    }, 1);
    const started = performance.now();
    let statements = 0;
    // PGlite's promises settle without I/O: without a turn of the event loop between statements, the timer would
    // only run once the whole run is over.
    while (performance.now() - started < 400) {
      await db.execute(sql`select ${statements}::int`);
      statements += 1;
    }
    const ended = performance.now();
    expect(statements).toBeGreaterThan(10);
    expect(firedAt).toBeDefined();
    expect(firedAt ?? Number.POSITIVE_INFINITY).toBeLessThan(ended);
  });

  it("a large COPY is sent in pieces cut at row ends, and every row arrives", async () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => `${i}\tverse ${i} ${"x".repeat(i % 40)}\\ttab\n`).join("");
    const pieces = copyPieces(rows, 64 * 1024);
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces.join("")).toBe(rows);
    for (const piece of pieces) expect(piece.endsWith("\n")).toBe(true);
    expect(copyPieces("a\nb\n", 64 * 1024)).toEqual(["a\nb\n"]);

    const { db } = memoryDb();
    await db.execute(sql`create table pieces (n int primary key, text text not null)`);
    await copyRows(db, "pieces", ["n", "text"], rows);
    const [row] = await executeRows(db, sql`select count(*)::int as n, max(n) as last from pieces`);
    expect(row).toEqual({ n: 30_000, last: 29_999 });
    const [tabbed] = await executeRows(db, sql`select text from pieces where n = 41`);
    expect(tabbed).toEqual({ text: "verse 41 x\ttab" });
  });
});

describe("the server's embedded database (a data directory) runs in a thread of its own", () => {
  it("leaves the server's thread free during one long statement, not only between statements", async () => {
    const { db } = diskDb();
    await db.execute(sql`select 1`);
    // A timer every 5 ms: the longest gap between two of its runs is how long a request would have waited.
    let last = performance.now();
    let longestGap = 0;
    const ticking = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const [row] = await executeRows(db, sql`select count(*)::int as n from generate_series(1, 4000000) as s(i)`);
    const took = performance.now() - started;
    clearInterval(ticking);
    expect(row).toEqual({ n: 4_000_000 });
    // In the server's thread the statement would hold it from its start to its end: the gap would be `took`.
    expect(took).toBeGreaterThan(200);
    expect(longestGap).toBeLessThan(took / 2);
  });

  it("reports a statement's error with its SQLSTATE code and details, as PostgreSQL does", async () => {
    const { db } = diskDb();
    await db.execute(sql`create table people (email text primary key)`);
    await db.execute(sql`insert into people values ('a@example.org')`);
    const failure = await db.execute(sql`insert into people values ('a@example.org')`).then(
      () => undefined,
      (error: unknown) => error,
    );
    // drizzle wraps the driver's error: the database's own is its cause.
    const cause = failure instanceof Error && failure.cause instanceof Error ? failure.cause : failure;
    expect(cause).toMatchObject({ code: "23505", constraint: "people_pkey", table: "people" });
    // The database is still usable after it.
    const [row] = await executeRows(db, sql`select count(*)::int as n from people`);
    expect(row).toEqual({ n: 1 });
  });
});
