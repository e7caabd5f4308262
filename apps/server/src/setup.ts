import { resolve } from "node:path";
import type { DbHandle } from "@bible/db";
import { installLexicon, missingDatasets, prepareIndexCaches, setIndexCacheDir } from "@bible/lexicon";
import type { FastifyBaseLogger } from "fastify";
import type { Env } from "./env";

/** Everything the server needs before it serves: schema migrations, then seed data. */
export async function prepareDatabase({
  env,
  database,
  log,
}: {
  env: Env;
  database: DbHandle;
  log: FastifyBaseLogger;
}): Promise<void> {
  await database.migrate();
  log.info({ database: database.kind, location: database.location }, "database ready");
  if (env.LEXICON_AUTO_INSTALL) {
    // The word study is one feature among others: a failed install is reported, the server still serves.
    await installMissingLexicon(env, database, log).catch((error: unknown) =>
      log.error({ err: error }, "lexicon install failed; run `pnpm lexicon:install` to retry"),
    );
  }
  // The word indexes of the language packages are built once into DATA_DIR, in worker threads and
  // in the background, so the first word looked up does not wait for them and the server keeps only
  // the packed indexes in memory.
  setIndexCacheDir(resolve(env.DATA_DIR, "lexicon-indexes"));
  prepareIndexCaches().then(
    () => log.info("lexicon word indexes ready"),
    (error: unknown) => log.warn({ err: error }, "lexicon word indexes not prepared; built on first use"),
  );
}

/**
 * The lexicon data sets not installed yet, after the Bible texts (without a local KJV file the lexicon
 * reads the installed KJV). A data set that cannot be had is logged and left for `pnpm lexicon:install`.
 */
async function installMissingLexicon(env: Env, database: DbHandle, log: FastifyBaseLogger): Promise<void> {
  const missing = await missingDatasets(database.db);
  if (missing.length === 0) return;
  log.info({ datasets: missing }, "installing the lexicon data (first start)");
  const reports = await installLexicon(database.db, {
    datasets: missing,
    lexiconDir: env.LEXICON_SOURCE_DIR,
    biblesDir: env.BIBLE_SOURCE_DIR,
  });
  for (const report of reports) {
    if (report.skipped) log.warn({ dataset: report.id, reason: report.skipped }, "lexicon data set not installed");
    else log.info({ dataset: report.id, rows: report.rows, seconds: Math.round(report.seconds) }, "lexicon data set");
  }
}
