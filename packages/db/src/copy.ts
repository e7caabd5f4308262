import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { PGlite, Transaction as PgliteTransaction } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { Sql } from "postgres";
import type { Queryable } from "./client";
import { executeRows } from "./execute";

type PgliteClient = Pick<PGlite | PgliteTransaction, "query">;

/**
 * The driver's own client under a drizzle database or transaction (PGlite or its open transaction, postgres.js's
 * pool or the connection of its transaction): COPY is not a statement drizzle can send.
 */
function driverClient(db: Queryable): { pglite: PgliteClient } | { postgres: Sql } {
  const session: unknown = Reflect.get(db, "session");
  const client: unknown = typeof session === "object" && session !== null ? Reflect.get(session, "client") : undefined;
  if (typeof client === "function" && "unsafe" in client) return { postgres: client as Sql };
  if (typeof client === "object" && client !== null && "query" in client && typeof client.query === "function") {
    return { pglite: client as PgliteClient };
  }
  throw new Error("no PGlite or postgres.js client under this drizzle database: COPY cannot be sent");
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The most text one COPY gives PGlite. A statement runs in this thread from its start to its end: a whole
 * Bible's verses in one COPY held it for 0.6-1.4 s during a first start, a page asked meanwhile waited as long.
 * Pieces of this size take tens of milliseconds each, at no measurable cost in total.
 */
export const PGLITE_COPY_PIECE = 256 * 1024;

/** `rows` cut at line ends into pieces of about PGLITE_COPY_PIECE characters (a row is never cut). */
export function copyPieces(rows: string, size = PGLITE_COPY_PIECE): string[] {
  const pieces: string[] = [];
  let start = 0;
  while (rows.length - start > size) {
    const end = rows.indexOf("\n", start + size);
    if (end < 0) break;
    pieces.push(rows.slice(start, end + 1));
    start = end + 1;
  }
  if (start < rows.length) pieces.push(rows.slice(start));
  return pieces;
}

/**
 * Loads rows into `table` with COPY (text format, see `copyLine`): the database reads them as they are, without
 * the statement, the parameters and the parsing of an INSERT's values (json_to_recordset): a fifth less work for
 * PGlite when loading the verses of a Bible. PGlite reads them from its /dev/blob, a server from STDIN.
 */
export async function copyRows(db: Queryable, table: string, columns: readonly string[], rows: string): Promise<void> {
  if (rows.length === 0) return;
  const target = `${quote(table)} (${columns.map(quote).join(", ")})`;
  const client = driverClient(db);
  if ("pglite" in client) {
    for (const piece of copyPieces(rows)) {
      await client.pglite.query(`copy ${target} from '/dev/blob'`, [], { blob: new Blob([piece]) });
    }
    return;
  }
  const writable = await client.postgres.unsafe(`copy ${target} from stdin`).writable();
  await pipeline(Readable.from([Buffer.from(rows, "utf8")]), writable);
}

/**
 * Runs `task` in the open transaction `tx` without the checks of foreign keys on the rows it inserts
 * (session_replication_role `replica`, which only a superuser may set: always PGlite's user; on a server the checks
 * stay when it cannot): for rows whose references the same transaction has just written, where a check per row
 * would only repeat what is known (a third of PGlite's work loading a Bible's verses). Every other trigger is off
 * too meanwhile: the role is set back after `task`, so those of what the transaction writes next run.
 */
export async function withoutReferenceChecks<T>(tx: Queryable, task: () => Promise<T>): Promise<T> {
  const [row] = await executeRows(tx, sql`select current_setting('is_superuser') = 'on' as superuser`);
  const allowed = typeof row === "object" && row !== null && "superuser" in row && row.superuser === true;
  if (!allowed) return task();
  await tx.execute(sql`set local session_replication_role = replica`);
  // A failure aborts the transaction, which undoes the setting with the rest.
  const result = await task();
  await tx.execute(sql`set local session_replication_role = default`);
  return result;
}
