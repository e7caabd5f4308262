import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "./client";
import { executeRows } from "./execute";
import { sql } from "./index";
import { createTestDb } from "./testing";

let database: DbHandle;

beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database.close());

describe("executeRows", () => {
  it("answers the rows of a raw query, in a transaction too (PGlite, or PostgreSQL with TEST_DATABASE_URL)", async () => {
    const query = sql`select n, n * 2 as twice from generate_series(1, 3) as n order by n`;
    const expected = [
      { n: 1, twice: 2 },
      { n: 2, twice: 4 },
      { n: 3, twice: 6 },
    ];
    expect(await executeRows(database.db, query)).toEqual(expected);
    expect(await database.db.transaction((tx) => executeRows(tx, query))).toEqual(expected);
    expect(await executeRows(database.db, sql`select 1 where false`)).toEqual([]);
  });
});
