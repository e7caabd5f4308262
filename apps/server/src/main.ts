import { createDb, DataDirLockedError, type DbHandle, describeConnectionError, sql } from "@bible/db";
import { buildApp } from "./app";
import { installProgress } from "./cli/progress";
import { ConfigurationError, type Env, loadEnv, pgliteDir } from "./env";
import { createReadiness, failed, installData, prepareSchema } from "./setup";

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A fault the operator must fix before the server can start: one line on stderr saying what to fix, no stack. */
function fatal(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

let env: Env;
try {
  env = loadEnv();
} catch (error) {
  if (error instanceof ConfigurationError) fatal(error.message);
  throw error;
}

let database: DbHandle;
try {
  database = createDb({ url: env.DATABASE_URL, dataDir: pgliteDir(env), maxConnections: env.DATABASE_POOL_SIZE });
} catch (error) {
  // Another process holds the embedded database: one clear line, not a stack trace.
  if (error instanceof DataDirLockedError) fatal(error.message);
  throw error;
}
const reached = database.db.execute(sql`select 1`).then(
  () => {},
  (error: unknown) => {
    const cause = describeConnectionError(error);
    if (cause) fatal(`Cannot reach the database at ${database.location}: ${cause}. Check DATABASE_URL.`);
    throw error;
  },
);
// A PostgreSQL server is reached before anything else, so a wrong DATABASE_URL is the only thing said; the embedded
// database opens (file reads, WebAssembly compiled off the main thread) while the app is built.
if (database.kind === "postgres") await reached;
reached.catch(() => {}); // awaited below
const readiness = createReadiness();
const app = await buildApp({ env, database, readiness });
await reached;

try {
  await prepareSchema({ database, log: app.log });
} catch (error) {
  const cause = describeConnectionError(error);
  if (!cause) throw error;
  await database.close().catch(() => {});
  fatal(`Cannot use the database at ${database.location}: ${cause}. Check DATABASE_URL.`);
}

// Listen at once: during a first start the app is served with its "installing the Bible texts… n/16" notice and
// /readyz answers 503 until the texts are in.
await app.listen({ host: env.HOST, port: env.PORT });
installData({
  env,
  database,
  log: app.log,
  readiness,
  ...(process.stderr.isTTY ? { onProgress: installProgress(process.stderr) } : {}),
}).catch((error: unknown) => {
  app.log.error({ err: error }, "installing the data failed; the server keeps serving");
  // Before the texts were in, the server cannot say a reader can read: /readyz answers 503 with the cause.
  if (readiness.phase === "installing") failed(readiness, `installing the data failed: ${errorMessage(error)}`);
  readiness.words = "ready";
});

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
