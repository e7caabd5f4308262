import { afterEach, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "./client";
import { copyPieces, copyRows } from "./copy";
import { executeRows } from "./execute";
import { sql } from "./index";

const opened: DbHandle[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

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
