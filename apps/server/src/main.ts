import { createDb } from "@bible/db";
import { buildApp } from "./app";
import { loadEnv, pgliteDir } from "./env";
import { prepareDatabase } from "./setup";

const env = loadEnv();
const database = createDb({ url: env.DATABASE_URL, dataDir: pgliteDir(env) });
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
