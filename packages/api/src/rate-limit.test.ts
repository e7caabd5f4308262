import { createDb, type DbHandle } from "@bible/db";
import { createTestDb, testRedisUrl } from "@bible/db/testing";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LimiterStore, memoryStore, postgresStore, redisStore } from "./rate-limit";

async function checkLimit(store: LimiterStore, name: string) {
  const limiter = store.limiter(name, 3, 60_000);
  expect(await Promise.all([1, 2, 3].map(() => limiter.consume("a")))).toEqual([0, 0, 0]);
  const wait = await limiter.consume("a");
  expect(wait).toBeGreaterThan(59);
  expect(wait).toBeLessThanOrEqual(60);
  expect(await limiter.consume("b")).toBe(0);
  await limiter.reset("a");
  expect(await limiter.consume("a")).toBe(0);
}

describe("memory store", () => {
  it("allows `limit` attempts per window, then says how long to wait; reset forgets the key", async () => {
    await checkLimit(memoryStore(), "memory");
  });

  it("is per process: two stores count apart", async () => {
    const one = memoryStore().limiter("x", 1, 60_000);
    const two = memoryStore().limiter("x", 1, 60_000);
    expect(await one.consume("k")).toBe(0);
    expect(await two.consume("k")).toBe(0);
  });
});

describe("PostgreSQL store", () => {
  let database: DbHandle;
  let second: DbHandle | undefined;
  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(async () => {
    await second?.close();
    await database.close();
  });

  it("allows `limit` attempts per window, then says how long to wait; reset forgets the key", async () => {
    await checkLimit(postgresStore(database.db), "pg");
  });

  it("is shared: the attempt over the limit is refused on another instance", async (test) => {
    if (database.kind !== "postgres") test.skip("needs TEST_DATABASE_URL: PGlite is one process");
    // Another server process: its own connection pool on the same database.
    second = createDb({ url: database.location, maxConnections: 2 });
    const here = postgresStore(database.db).limiter("site", 5, 60_000);
    const there = postgresStore(second.db).limiter("site", 5, 60_000);
    const waits = await Promise.all(
      Array.from({ length: 5 }, (_, i) => (i % 2 === 0 ? here : there).consume("198.51.100.7")),
    );
    expect(waits).toEqual([0, 0, 0, 0, 0]);
    expect(await there.consume("198.51.100.7")).toBeGreaterThan(0);
    expect(await here.consume("198.51.100.7")).toBeGreaterThan(0);
    expect(await here.consume("198.51.100.8")).toBe(0);
  });
});

const redisUrl = testRedisUrl();

describe.runIf(redisUrl)("Redis store", () => {
  const clients: Redis[] = [];
  const connect = () => {
    const client = new Redis(redisUrl ?? "", { enableOfflineQueue: true, lazyConnect: false });
    clients.push(client);
    return client;
  };
  afterAll(async () => {
    for (const client of clients) await client.quit();
  });

  it("counts for every instance", async () => {
    const name = `test-${Date.now()}`;
    await checkLimit(redisStore(connect()), `${name}-a`);
    const here = redisStore(connect()).limiter(name, 2, 60_000);
    const there = redisStore(connect()).limiter(name, 2, 60_000);
    expect([await here.consume("k"), await there.consume("k")]).toEqual([0, 0]);
    expect(await there.consume("k")).toBeGreaterThan(0);
    await here.reset("k");
  });
});
