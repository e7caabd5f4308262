import { getTableColumns, getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The database's column names of these properties of `table`'s rows, in the same order, as the client names them
 * (drizzle's `casing: "snake_case"`, client.ts and drizzle.config.ts): for statements drizzle does not write, such
 * as a COPY (`copyRows`).
 */
export function columnNames<T extends PgTable>(table: T, keys: readonly string[]): string[] {
  const columns = getTableColumns(table);
  return keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return column.keyAsName ? snakeCase(key) : column.name;
  });
}
