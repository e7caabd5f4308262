import { createDb, DataDirLockedError, type DbHandle } from "@bible/db";
import { buildApp } from "./app";
import { loadEnv, pgliteDir } from "./env";
import { prepareDatabase } from "./setup";

const env = loadEnv();
let database: DbHandle;
try {
  database = createDb({ url: env.DATABASE_URL, dataDir: pgliteDir(env) });
} catch (error) {
  // Another process holds the embedded database: one clear line, not a stack trace.
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const app = await buildApp({ env, database });

await prepareDatabase({ env, database, log: app.log });
await app.listen({ host: env.HOST, port: env.PORT });

let closing = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
  });
}
