import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { createDb, type DbHandle } from "./client";

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or, when TEST_DATABASE_URL is
 * set (CI does), a new database created on that Postgres server and dropped again by `close()`.
 */
export async function createTestDb(): Promise<DbHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = createDb({ dataDir: "memory" });
    await handle.migrate();
    return handle;
  }
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = createDb({ url: url.toString(), maxConnections: 5 });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** The Redis server tests may use (TEST_REDIS_URL), if any. */
export function testRedisUrl(): string | undefined {
  return process.env.TEST_REDIS_URL || undefined;
}

/** The PostgreSQL server tests may use (TEST_DATABASE_URL), if any. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}
