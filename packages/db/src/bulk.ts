import { setImmediate as nextTurn } from "node:timers/promises";
import { getTableColumns, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Queryable } from "./client";
import { type JsonBatches, jsonChunk } from "./json-batches";

/**
 * Between two statements, a turn of the event loop: PGlite answers within promise callbacks, so rows already in
 * memory would otherwise be written in one unbroken chain of them, and the requests (health checks, readers) the
 * server receives meanwhile would wait for the whole data set.
 */
const yieldToEventLoop = () => nextTurn();

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The statement that inserts one JSON array of rows with these properties into `table`. */
function jsonInsert<T extends PgTable>(table: T, keys: ReadonlySet<string>) {
  const columns = Object.entries(getTableColumns(table))
    .filter(([key]) => keys.has(key))
    .map(([key, column]) => {
      const type = column.getSQLType();
      const name = column.keyAsName ? snakeCase(key) : column.name;
      return { key, name, type, binary: type === "bytea" };
    });
  const names = sql.raw(columns.map((c) => `"${c.name}"`).join(", "));
  const values = sql.raw(columns.map((c) => (c.binary ? `decode(x."${c.key}", 'base64')` : `x."${c.key}"`)).join(", "));
  const shape = sql.raw(columns.map((c) => `"${c.key}" ${c.binary ? "text" : c.type}`).join(", "));
  return {
    binary: columns.filter((c) => c.binary).map((c) => c.key),
    statement: (json: string) =>
      sql`insert into ${table} (${names}) select ${values} from json_to_recordset(${json}::json) as x(${shape})`,
  };
}

/**
 * Inserts many rows into `table`, `batch` rows per statement, each batch sent as ONE JSON parameter that Postgres
 * unpacks (json_to_recordset): one round trip and no bind-parameter limit, the same on PGlite and on a server,
 * and far less work in the driver than a statement of thousands of parameters (a large install spent most of its
 * time building those). The columns are those some row gives a value; a row without one of them gets null (the
 * tables written this way have no other default on a nullable column). Binary columns travel as base64.
 */
export async function insertJsonRows<T extends PgTable>(
  db: Queryable,
  table: T,
  rows: readonly T["$inferInsert"][],
  options: { batch?: number; onBatch?: (done: number) => void } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const batch = options.batch ?? 5000;
  const keys = new Set<string>();
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) if (value !== undefined) keys.add(key);
  }
  const { binary, statement } = jsonInsert(table, keys);
  for (let start = 0; start < rows.length; start += batch) {
    if (start > 0) await yieldToEventLoop();
    await db.execute(statement(jsonChunk(rows.slice(start, start + batch), binary)));
    options.onBatch?.(Math.min(start + batch, rows.length));
  }
}

/** `insertJsonRows` for rows already serialized (`toJsonBatches`, e.g. in a worker thread), one statement a batch. */
export async function insertJsonBatches<T extends PgTable>(
  db: Queryable,
  table: T,
  batches: JsonBatches,
  options: { onBatch?: (done: number) => void } = {},
): Promise<void> {
  const { statement } = jsonInsert(table, new Set(batches.keys));
  for (const [index, chunk] of batches.chunks.entries()) {
    await yieldToEventLoop();
    await db.execute(statement(chunk));
    options.onBatch?.(Math.min((index + 1) * batches.batch, batches.rows));
  }
}
