// What an installer wrote, as one digest per table: the row count and an md5 over the md5 of every row (sorted, so
// the order rows were written in does not count), timestamps left out. Two installs of the same files must give
// the same digests: the check that a faster installer still writes the same data (first-start, FIRST_START_DIGEST).
import { createDb, executeRows, sql } from "@bible/db";

/** Written in the background after the first install (alignments) or by the process itself: not compared. */
const LEFT_OUT = new Set(["verse_alignments", "alignment_runs", "rate_limits", "__drizzle_migrations"]);

const field = (row: unknown, name: string): string =>
  typeof row === "object" && row !== null && name in row ? String((row as Record<string, unknown>)[name]) : "";

export async function dataDigest(pgliteDir: string): Promise<{ table: string; rows: string; md5: string }[]> {
  const database = createDb({ dataDir: pgliteDir });
  try {
    const columns = await executeRows(
      database.db,
      sql`select c.table_name, c.column_name, c.data_type from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' order by c.table_name, c.ordinal_position`,
    );
    const tables = new Map<string, string[]>();
    for (const column of columns) {
      const table = field(column, "table_name");
      if (LEFT_OUT.has(table)) continue;
      const list = tables.get(table) ?? [];
      if (!field(column, "data_type").startsWith("timestamp")) list.push(`"${field(column, "column_name")}"`);
      tables.set(table, list);
    }
    const digests: { table: string; rows: string; md5: string }[] = [];
    for (const [table, list] of tables) {
      const row = `md5(row(${list.join(", ")})::text)`;
      const [found] = await executeRows(
        database.db,
        sql.raw(`select count(*) as rows, coalesce(md5(string_agg(${row}, '' order by ${row})), '-') as md5
          from "${table}"`),
      );
      digests.push({ table, rows: field(found, "rows"), md5: field(found, "md5") });
    }
    return digests;
  } finally {
    await database.close();
  }
}
