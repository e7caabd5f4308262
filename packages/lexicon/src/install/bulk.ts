import { setImmediate as nextTurn } from "node:timers/promises";
import { columnNames, copyRows, getTableName, type PgTable, type Queryable } from "@bible/db";
import { type CopyBatches, copyChunk, rowKeys } from "@bible/db/copy-text";

/**
 * Between two statements, a turn of the event loop: PGlite answers within promise callbacks, so rows already in
 * memory would otherwise be written in one unbroken chain of them, and the requests (health checks, readers) the
 * server receives meanwhile would wait for the whole data set.
 */
const yieldToEventLoop = () => nextTurn();

/**
 * Inserts many rows into `table`, `batch` rows per COPY (see `copyRows`): no statement of thousands of
 * parameters, nor any values to parse but the rows themselves, the same on PGlite and on a server. The columns are
 * those some row gives a value; a row without one of them gets null (the tables written this way have no other
 * default on a nullable column). Values as `copyValue` writes them: bytes for bytea, objects and arrays for jsonb.
 */
export async function insertRows<T extends PgTable>(
  db: Queryable,
  table: T,
  rows: readonly T["$inferInsert"][],
  options: { batch?: number; onBatch?: (done: number) => void } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const batch = options.batch ?? 5000;
  const keys = rowKeys(rows);
  const columns = columnNames(table, keys);
  for (let start = 0; start < rows.length; start += batch) {
    if (start > 0) await yieldToEventLoop();
    await copyRows(db, getTableName(table), columns, copyChunk(rows.slice(start, start + batch), keys));
    options.onBatch?.(Math.min(start + batch, rows.length));
  }
}

/** `insertRows` for rows already serialized (`toCopyBatches`, e.g. in a worker thread), one COPY a batch. */
export async function insertBatches<T extends PgTable>(
  db: Queryable,
  table: T,
  batches: CopyBatches,
  options: { onBatch?: (done: number) => void } = {},
): Promise<void> {
  const columns = columnNames(table, batches.keys);
  for (const [index, chunk] of batches.chunks.entries()) {
    await yieldToEventLoop();
    await copyRows(db, getTableName(table), columns, chunk);
    options.onBatch?.(Math.min((index + 1) * batches.batch, batches.rows));
  }
}
