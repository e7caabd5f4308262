import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { lockDataDir } from "./data-dir-lock";
import * as schema from "./schema/index";

export type Schema = typeof schema;
/** The one database type every service takes: PGlite and postgres.js share it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or an open transaction. */
export type Queryable = Database | Transaction;

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../drizzle");

export type DbHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Where the data lives: a directory for PGlite ("memory" when in memory), the URL without password for Postgres. */
  location: string;
  /** Applies the pending migrations; on a server, under an advisory lock so instances starting together run them once. */
  migrate: () => Promise<void>;
  /** Runs `task` while holding the lock `name`, shared by every process on this database (waits for it). */
  withLock: <T>(name: string, task: () => Promise<T>) => Promise<T>;
  /**
   * Calls `onMessage` for every NOTIFY on `channel`, from any connection or process, and with "" whenever the
   * listening connection is (re)opened, since announcements may have been missed meanwhile; answers how to stop.
   */
  listen: (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>;
  /** Connections of the pool (postgres.js) or 1 (PGlite), for the metrics. */
  poolSize: number;
  close: () => Promise<void>;
};

export type DbOptions = {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory (default ./.data/pglite); "memory" keeps it in memory. */
  dataDir?: string | undefined;
  /** postgres.js pool size. */
  maxConnections?: number | undefined;
};

export function createDb(options: DbOptions = {}): DbHandle {
  if (options.url) return createPostgres(options.url, options.maxConnections ?? 10);
  return createPglite(options.dataDir ?? resolve(process.cwd(), ".data/pglite"));
}

/**
 * PGlite's memory is WebAssembly memory, which grows and is never given back: PostgreSQL's default 128 MB of
 * shared buffers would fill with pages read once and stay resident. On disk, the OS page cache keeps the files
 * instead (outside the RSS); in memory the files are already in the process, so the defaults stay.
 */
const PGLITE_MEMORY = ["-c", "shared_buffers=16MB", "-c", "temp_buffers=2MB"];

function createPglite(dataDir: string): DbHandle {
  const inMemory = dataDir === "memory";
  let unlock = () => {};
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    // One process at a time (see DataDirLockedError); refused before PGlite touches a file.
    unlock = lockDataDir(resolve(dataDir));
  }
  const client = inMemory
    ? new PGlite()
    : new PGlite(dataDir, { startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY] });
  const db = drizzlePglite({ client, schema, casing: "snake_case" });
  return {
    db,
    kind: "pglite",
    location: dataDir,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    // One process owns an embedded database: its own calls are serialized, nothing to lock against.
    withLock: (_name, task) => task(),
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return () => stop();
    },
    poolSize: 1,
    close: () => client.close().finally(unlock),
  };
}

function createPostgres(url: string, max: number): DbHandle {
  const client = postgres(url, { max, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema, casing: "snake_case" });
  return {
    db,
    kind: "postgres",
    location: redactUrl(url),
    migrate: () => withLock("migrations", () => migratePostgres(db, { migrationsFolder: MIGRATIONS_DIR })),
    withLock,
    listen: async (channel, onMessage) => {
      // Called again after each reconnection, with an empty payload: what was announced meanwhile is unknown.
      const { unlisten } = await client.listen(
        channel,
        (payload) => onMessage(payload),
        () => onMessage(""),
      );
      return unlisten;
    },
    poolSize: max,
    close: () => client.end({ timeout: 5 }),
  };

  /** A session-level advisory lock on one reserved connection, released however the task ends. */
  async function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
    const connection = await client.reserve();
    try {
      await connection`select pg_advisory_lock(hashtext(${`bible-polyglotte:${name}`}))`;
      try {
        return await task();
      } finally {
        await connection`select pg_advisory_unlock(hashtext(${`bible-polyglotte:${name}`}))`;
      }
    } finally {
      connection.release();
    }
  }
}

/**
 * One sentence for an operator when the database cannot be reached or refuses us (wrong host, port, password,
 * database name, server down), naming what to fix; null for any other error.
 */
export function describeConnectionError(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== "object") break;
    const code = "code" in current && typeof current.code === "string" ? current.code : undefined;
    const message = "message" in current && typeof current.message === "string" ? current.message : "";
    if (code && code in NETWORK_CODES) return NETWORK_CODES[code] ?? null;
    if (code && code in SERVER_CODES) return `${SERVER_CODES[code]}: ${message}`;
    if (code?.startsWith("08")) return `connection failure: ${message}`;
    current = "cause" in current ? current.cause : undefined;
  }
  return null;
}

const NETWORK_CODES: Record<string, string> = {
  ECONNREFUSED: "connection refused (is the server running, is the port right?)",
  ENOTFOUND: "unknown host",
  EAI_AGAIN: "host name lookup failed",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
  ETIMEDOUT: "connection timed out",
  ECONNRESET: "connection reset by the server",
  CONNECT_TIMEOUT: "connection timed out",
  CONNECTION_CLOSED: "connection closed by the server",
  CONNECTION_ENDED: "connection ended",
  CONNECTION_DESTROYED: "connection destroyed",
};

/** PostgreSQL's SQLSTATE codes that mean "cannot use this database" rather than "this query is wrong". */
const SERVER_CODES: Record<string, string> = {
  "28P01": "password authentication failed",
  "28000": "authorization refused",
  "3D000": "the database does not exist",
  "57P01": "the server is shutting down",
  "57P02": "the server is restarting",
  "57P03": "the server is not accepting connections yet",
  "53300": "too many connections",
};

export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "postgres";
  }
}
