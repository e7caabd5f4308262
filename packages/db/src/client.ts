import { existsSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite, type PGliteInterface } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { lockDataDir } from "./data-dir-lock";
import { openPgliteThread } from "./pglite-thread";
import * as schema from "./schema/index";
import { readTemplate } from "./template";

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
  /**
   * Gives back the memory a bulk load made the database grow to, once it is done. PGlite's WebAssembly memory
   * grows and is never given back: its instance is closed and the same data directory opened again, between two
   * queries (calls made meanwhile wait for it, those in flight finish first), so `db` and every listener stay valid.
   * Nothing to give back for a server (postgres.js) or an in-memory PGlite (its data lives in that memory).
   */
  release: () => Promise<void>;
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
  // A new data directory is loaded from the template `pnpm build` made (initdb and migrations done), when there is one.
  let fromTemplate = inMemory || !existsSync(join(dataDir, "PG_VERSION"));
  const open = (): PGliteInterface => {
    const loadTemplate = fromTemplate;
    fromTemplate = false;
    if (inMemory) {
      const loadDataDir = loadTemplate ? readTemplate() : undefined;
      return turningTheEventLoop(new PGlite(loadDataDir ? { loadDataDir } : {}));
    }
    // On disk (the server's database), PGlite runs in a thread of its own (see pglite-thread.ts).
    return openPgliteThread({
      dataDir,
      startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY],
      fromTemplate: loadTemplate,
    });
  };
  const client = new SwappablePglite(open());
  const db = drizzlePglite({ client: client.proxy, schema, casing: "snake_case" });
  return {
    db,
    kind: "pglite",
    location: dataDir,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    // One process owns an embedded database: its own calls are serialized, nothing to lock against.
    withLock: (_name, task) => task(),
    listen: (channel, onMessage) => client.listen(channel, onMessage),
    poolSize: 1,
    release: () => (inMemory ? Promise.resolve() : client.swap(open)),
    close: () => client.close().finally(unlock),
  };
}

/** The longest run of statements before the event loop is given a turn (see turningTheEventLoop). */
export const PGLITE_TURN_MS = 20;

/**
 * An in-memory PGlite (the tests'; the server's runs in its own thread, see pglite-thread.ts) runs each statement
 * synchronously in this thread, and its promises settle without any I/O: a run of
 * awaited statements (an install's thousands of batches, an alignment's writes) goes on from microtask to microtask
 * and never lets the event loop turn, so no request is answered and no timer fires until the whole run ends
 * (measured in a first start: 12.9 s without a turn, GET / p99 7 s). Every statement that starts more than
 * PGLITE_TURN_MS after the last turn waits for one (setImmediate) first: pending requests that need no database
 * (the page, its assets, a cached chapter) are answered in between. The statements keep their order and their
 * transaction; what needs the database still waits for it.
 */
function turningTheEventLoop(pglite: PGlite): PGlite {
  const execProtocolRaw = pglite.execProtocolRaw.bind(pglite);
  let lastTurn = performance.now();
  pglite.execProtocolRaw = async (...args: Parameters<PGlite["execProtocolRaw"]>) => {
    if (performance.now() - lastTurn > PGLITE_TURN_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      lastTurn = performance.now();
    }
    return execProtocolRaw(...args);
  };
  return pglite;
}

/** PGlite's methods that run statements: a call is in flight from its start until its promise settles. */
const STATEMENT_METHODS = new Set<PropertyKey>(["query", "sql", "exec", "transaction", "describeQuery"]);

/**
 * One PGlite instance at a time behind a stable client (`proxy`, given to drizzle): `swap` replaces the instance by
 * a new one between two statements. Calls made while it swaps wait for the new instance; those in flight (a
 * transaction included) finish on the old one, which is then closed and left to the garbage collector with its
 * WebAssembly memory. Listeners follow the instance.
 */
class SwappablePglite {
  #current: PGliteInterface;
  /** Statements started on #current and not settled yet. */
  #inFlight = 0;
  #drained: (() => void) | undefined;
  /** Set while swapping: what new calls wait for. */
  #swapping: Promise<void> | undefined;
  #listeners = new Set<{ channel: string; onMessage: (payload: string) => void; stop: () => Promise<void> }>();
  /** The client drizzle holds: each property read from the current instance, statements counted. */
  readonly proxy: PGlite;

  constructor(first: PGliteInterface) {
    this.#current = first;
    // The proxy's own target is an empty object: it must not keep the first instance (and its memory) alive.
    this.proxy = new Proxy({} as PGlite, {
      // What the client has is what the current instance has (e.g. `"query" in client`, see copy.ts).
      has: (_target, property) => Reflect.has(this.#current, property),
      get: (_target, property) => {
        const value: unknown = Reflect.get(this.#current, property);
        if (typeof value !== "function") return value;
        if (!STATEMENT_METHODS.has(property)) return value.bind(this.#current);
        // The method of the instance the call runs on (the current one once a swap it waited for is done).
        return (...args: unknown[]) =>
          this.#run(async (instance) => {
            const method: unknown = Reflect.get(instance, property);
            if (typeof method !== "function") throw new TypeError(`PGlite has no method ${String(property)}`);
            return Reflect.apply(method, instance, args);
          });
      },
    });
  }

  async #run<T>(call: (instance: PGliteInterface) => Promise<T>): Promise<T> {
    while (this.#swapping) await this.#swapping;
    this.#inFlight++;
    try {
      return await call(this.#current);
    } finally {
      this.#inFlight--;
      if (this.#inFlight === 0) this.#drained?.();
    }
  }

  async listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
    while (this.#swapping) await this.#swapping;
    const listener = { channel, onMessage, stop: await this.#current.listen(channel, onMessage) };
    this.#listeners.add(listener);
    return async () => {
      this.#listeners.delete(listener);
      await listener.stop();
    };
  }

  /** Opens a new instance (`open`) in place of the current one, once the statements in flight are done. */
  async swap(open: () => PGliteInterface): Promise<void> {
    while (this.#swapping) await this.#swapping;
    let done = () => {};
    this.#swapping = new Promise<void>((resolve) => {
      done = resolve;
    });
    try {
      if (this.#inFlight > 0) {
        await new Promise<void>((resolve) => {
          this.#drained = resolve;
        });
        this.#drained = undefined;
      }
      for (const listener of this.#listeners) await listener.stop();
      await this.#current.close();
      // Never two instances on one data directory. Should the new one fail to open, calls fail as on a closed
      // database, with PGlite's error, rather than wait forever.
      this.#current = open();
      await this.#current.waitReady;
      const next = this.#current;
      for (const listener of this.#listeners) {
        listener.stop = await next.listen(listener.channel, listener.onMessage);
        // As after a reconnection (see DbHandle.listen): what was announced meanwhile is not known.
        listener.onMessage("");
      }
    } finally {
      this.#swapping = undefined;
      done();
    }
  }

  async close(): Promise<void> {
    while (this.#swapping) await this.#swapping;
    await this.#current.close();
  }
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
    // The server's memory is its own: nothing in this process to give back.
    release: () => Promise.resolve(),
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
