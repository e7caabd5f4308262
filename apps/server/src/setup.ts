import type { DbHandle } from "@bible/db";
import type { FastifyBaseLogger } from "fastify";
import type { Env } from "./env";

/** Everything the server needs before it serves: schema migrations, then seed data. */
export async function prepareDatabase({
  database,
  log,
}: {
  env: Env;
  database: DbHandle;
  log: FastifyBaseLogger;
}): Promise<void> {
  await database.migrate();
  log.info({ database: database.kind, location: database.location }, "database ready");
}
