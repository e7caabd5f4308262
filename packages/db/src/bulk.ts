import { getTableColumns, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Queryable } from "./client";

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

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
  const columns = Object.entries(getTableColumns(table))
    .filter(([key]) => rows.some((row) => (row as Record<string, unknown>)[key] !== undefined))
    .map(([key, column]) => {
      const type = column.getSQLType();
      const name = column.keyAsName ? snakeCase(key) : column.name;
      return { key, name, type, binary: type === "bytea" };
    });
  const binary = columns.filter((c) => c.binary);
  const names = sql.raw(columns.map((c) => `"${c.name}"`).join(", "));
  const values = sql.raw(columns.map((c) => (c.binary ? `decode(x."${c.key}", 'base64')` : `x."${c.key}"`)).join(", "));
  const shape = sql.raw(columns.map((c) => `"${c.key}" ${c.binary ? "text" : c.type}`).join(", "));
  for (let start = 0; start < rows.length; start += batch) {
    let chunk: readonly Record<string, unknown>[] = rows.slice(start, start + batch);
    if (binary.length > 0) {
      chunk = chunk.map((row) => {
        const copy = { ...row };
        for (const { key } of binary) {
          const bytes = copy[key];
          if (bytes instanceof Uint8Array) {
            copy[key] = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64");
          }
        }
        return copy;
      });
    }
    await db.execute(
      sql`insert into ${table} (${names}) select ${values} from json_to_recordset(${JSON.stringify(chunk)}::json) as x(${shape})`,
    );
    options.onBatch?.(Math.min(start + batch, rows.length));
  }
}
