import type { SQL } from "drizzle-orm";
import type { Queryable } from "./client";

/**
 * The rows of a raw query, the same on both drivers: postgres.js answers an array of rows, PGlite an object whose
 * `rows` they are. The caller checks their shape (a zod schema where they leave the database).
 */
export async function executeRows(db: Queryable, query: SQL): Promise<unknown[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result;
  if (typeof result === "object" && result !== null && "rows" in result && Array.isArray(result.rows)) {
    return result.rows;
  }
  throw new Error("the query answered neither an array of rows nor an object with rows");
}
