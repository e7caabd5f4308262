import { createDb, executeRows, sql } from "@bible/db";
import { testDatabaseUrl } from "@bible/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBible, startApp, type TestApp } from "./helpers";

// The reader's request with the site-wide limit on, as production runs it (the default limit).
type LimitedApp = TestApp & { limitWrites: () => Promise<number> };

/** An app with the default site limit, and a count of every write to its rate-limit table, kept by the database. */
async function limitedApp(): Promise<LimitedApp> {
  const app = await startApp({ RATE_LIMIT_PER_MINUTE: "1200" });
  await seedBible(app.db);
  await app.db.execute(sql`create table limit_writes (n integer not null)`);
  await app.db.execute(sql`insert into limit_writes values (0)`);
  await app.db.execute(
    sql.raw(`create function count_limit_write() returns trigger language plpgsql as $$
      begin update limit_writes set n = n + 1; return new; end $$`),
  );
  await app.db.execute(
    sql`create trigger count_limit_write after insert or update on rate_limits for each row execute function count_limit_write()`,
  );
  const limitWrites = async () => {
    const [row] = (await executeRows(app.db, sql`select n from limit_writes`)) as { n: number }[];
    return Number(row?.n);
  };
  return { ...app, limitWrites };
}

let t: LimitedApp;
beforeAll(async () => {
  t = await limitedApp();
});
afterAll(() => t.close());

const limitWrites = () => t.limitWrites();

const READER = "/api/chapters?book=Genesis&chapter=1&versions=french%3ALSG&versions=english%3AKJV";

describe("the reader's request, far from the site-wide limit", () => {
  it("is counted in memory: 50 cached answers write the rate-limit table a few times, in batches, never once each", async () => {
    const headers = { "x-forwarded-for": "198.51.100.50", "accept-encoding": "br" };
    expect((await t.app.inject({ method: "GET", url: READER, headers })).statusCode).toBe(200);
    const before = await limitWrites();
    for (let i = 0; i < 50; i++) {
      expect((await t.app.inject({ method: "GET", url: READER, headers })).statusCode).toBe(200);
    }
    // The default limit (1,200 a minute) counts in batches of 19, sent from 10 held: 5 writes at most, not 50.
    expect((await limitWrites()) - before).toBeLessThanOrEqual(5);
  });

  it("a reader's few requests write nothing", async () => {
    // An app of its own: the site's count is one for every reader, and the 51 requests above may leave a batch
    // about to be sent (when depends on how fast the store answered them).
    const fresh = await limitedApp();
    try {
      for (let i = 0; i < 5; i++) {
        const response = await fresh.app.inject({
          method: "GET",
          url: READER,
          headers: { "x-forwarded-for": "198.51.100.51" },
        });
        expect(response.statusCode).toBe(200);
      }
      expect(await fresh.limitWrites()).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it("does not wait for the rate-limit store: answers while its table is locked", async (test) => {
    if (t.database.kind !== "postgres") test.skip("needs TEST_DATABASE_URL: PGlite counts in memory, one connection");
    // A second client of the same database (the test's own database on the TEST_DATABASE_URL server).
    const target = new URL(testDatabaseUrl() ?? "");
    target.pathname = new URL(t.database.location).pathname;
    const other = createDb({ url: target.toString(), maxConnections: 1 });
    let release = () => {};
    const released = new Promise<void>((done) => {
      release = done;
    });
    let locked = () => {};
    const holding = new Promise<void>((done) => {
      locked = done;
    });
    const transaction = other.db.transaction(async (tx) => {
      await tx.execute(sql`lock table rate_limits in access exclusive mode`);
      locked();
      await released;
    });
    try {
      await holding;
      const statuses: number[] = [];
      for (let i = 0; i < 15; i++) {
        const response = await t.app.inject({
          method: "GET",
          url: READER,
          headers: { "x-forwarded-for": "198.51.100.52" },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual(Array.from({ length: 15 }, () => 200));
    } finally {
      release();
      await transaction;
      await other.close();
    }
  });
});
