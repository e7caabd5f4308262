import { createDb, type DbHandle, eq, rateLimits } from "@bible/db";
import { createTestDb, testRedisUrl } from "@bible/db/testing";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LimiterStore, memoryStore, postgresStore, type RateLimiter, redisStore } from "./rate-limit";

async function checkLimit(store: LimiterStore, name: string) {
  const limiter = store.limiter(name, 3, 60_000);
  expect(await Promise.all([1, 2, 3].map(() => limiter.consume("a")))).toEqual([0, 0, 0]);
  const wait = await limiter.consume("a");
  // The rest of the window, however long the three calls took on a loaded machine.
  expect(wait).toBeGreaterThan(0);
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

/** Three instances of a limit of 300: the 300 requests spread over them are admitted, the next refused on each. */
async function checkBatchedLimit(instances: RateLimiter[]) {
  const [a, b, c] = instances;
  if (!a || !b || !c) throw new Error("three instances");
  const waits: number[] = [];
  // In rounds of 5 at once, as a reader's page sends them and a proxy spreads them.
  for (let round = 0; round < 300 / 5; round++) {
    const sent = Array.from({ length: 5 }, (_, i) => [a, b, c][(round * 5 + i) % 3]?.consume("203.0.113.9"));
    waits.push(...(await Promise.all(sent)).map((wait) => wait ?? -1));
  }
  expect(waits).toEqual(Array.from({ length: 300 }, () => 0));
  for (const instance of [a, b, c]) {
    const wait = await instance.consume("203.0.113.9");
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
  }
  expect(await a.consume("203.0.113.10")).toBe(0);
}

describe("a limit counted at every request (batched, the site-wide limit)", () => {
  let database: DbHandle;
  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(async () => {
    await database.close();
  });
  // Three instances: three limiters of one name on the shared store.
  const instances = (name: string, limit: number) =>
    [1, 2, 3].map(() => postgresStore(database.db).batched(name, limit, 60_000));

  it("admits exactly `limit` requests spread over the instances, then every instance refuses", async () => {
    await checkBatchedLimit(instances("site-exact", 300));
  });

  it("writes nothing for a key far from its limit until half a batch is counted; flush sends the rest", async () => {
    const [here] = instances("site-sent", 100);
    if (!here) throw new Error("one instance");
    // A limit of 100 counts in batches of 8: three requests stay in this process's memory.
    for (let i = 0; i < 3; i++) expect(await here.consume("198.51.100.3")).toBe(0);
    const [none] = await database.db.select().from(rateLimits).where(eq(rateLimits.key, "site-sent:198.51.100.3"));
    expect(none).toBeUndefined();
    for (let i = 0; i < 2; i++) expect(await here.consume("198.51.100.3")).toBe(0);
    await here.flush?.();
    // Another instance counting request by request sees the 5: 95 more are admitted, not 100.
    const other = postgresStore(database.db).limiter("site-sent", 100, 60_000);
    const waits = [];
    for (let i = 0; i < 96; i++) waits.push(await other.consume("198.51.100.3"));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(95);
  });

  it("under a burst at once on every instance, admits between `limit` and its bound", async () => {
    const limit = 200;
    const all = instances("site-burst", limit);
    const waits = await Promise.all(
      Array.from({ length: 400 }, (_, i) => all[i % all.length]?.consume("192.0.2.44") ?? Promise.resolve(-1)),
    );
    const admitted = waits.filter((wait) => wait === 0).length;
    expect(admitted).toBeGreaterThanOrEqual(limit);
    expect(admitted).toBeLessThanOrEqual(limit + all.length * 7);
    await Promise.all(all.map((instance) => instance.flush?.()));
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

  it("batched, admits exactly the limit over three instances", async () => {
    const name = `test-batched-${Date.now()}`;
    await checkBatchedLimit([1, 2, 3].map(() => redisStore(connect()).batched(name, 300, 60_000)));
  });
});
