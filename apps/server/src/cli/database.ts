import { createDb, type Database, type DbHandle } from "@bible/db";
import { type Env, loadEnv, pgliteDir } from "../env";

/** Runs a command against the configured database (DATABASE_URL or the embedded one), migrated first. */
export async function withDatabase(
  work: (db: Database, env: Env, handle: DbHandle) => Promise<number>,
): Promise<number> {
  const env = loadEnv();
  const database = createDb({ url: env.DATABASE_URL, dataDir: pgliteDir(env) });
  try {
    await database.migrate();
    return await work(database.db, env, database);
  } finally {
    await database.close();
  }
}
