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
  migrate: () => Promise<void>;
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

function createPglite(dataDir: string): DbHandle {
  const inMemory = dataDir === "memory";
  let unlock = () => {};
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    // One process at a time (see DataDirLockedError); refused before PGlite touches a file.
    unlock = lockDataDir(resolve(dataDir));
  }
  const client = inMemory ? new PGlite() : new PGlite(dataDir);
  const db = drizzlePglite({ client, schema, casing: "snake_case" });
  return {
    db,
    kind: "pglite",
    location: dataDir,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
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
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.end({ timeout: 5 }),
  };
}

export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "postgres";
  }
}
