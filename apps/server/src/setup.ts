import { resolve } from "node:path";
import {
  backfillSearchIndex,
  DEFAULT_INSTALL_SET,
  installedVersions,
  installVersions,
  outdatedVersions,
  seedCatalog,
} from "@bible/bible-import";
import type { DbHandle } from "@bible/db";
import { installLexicon, missingDatasets, prepareIndexCaches, setIndexCacheDir } from "@bible/lexicon";
import { seedPlans } from "@bible/plans";
import type { FastifyBaseLogger } from "fastify";
import { alignInBackground } from "./alignment";
import type { Env } from "./env";

/**
 * Everything the server needs before it serves: schema migrations, the version catalog and reading plans, and
 * on an empty database the default Bible set. A Bible that cannot be had is logged with the command to run; the
 * server starts anyway.
 */
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
  await seedCatalog(database.db);
  const plans = await seedPlans(database.db);
  log.info({ plans }, "catalog and reading plans seeded");
  if (env.BIBLE_AUTO_INSTALL) await installDefaultBibles(env, database, log);
  // Versions installed before full-text search existed get their index now, once (new installs write it).
  await backfillSearchIndex(database.db, (version, verses, seconds) =>
    log.info({ version, verses, seconds: Number(seconds.toFixed(1)) }, "search index built"),
  );
  if (env.LEXICON_AUTO_INSTALL) {
    // The word study is one feature among others: a failed install is reported, the server still serves.
    await installMissingLexicon(env, database, log).catch((error: unknown) =>
      log.error({ err: error }, "lexicon install failed; run `pnpm lexicon:install` to retry"),
    );
  }
  alignInBackground(database.db, log);
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
 * On an empty database, the default set; afterwards, the versions an older importer wrote (they are installed
 * again from the same files, so existing data gets what the importer learned since, e.g. merged-verse spans).
 */
async function installDefaultBibles(env: Env, database: DbHandle, log: FastifyBaseLogger): Promise<void> {
  let codes: readonly string[] = DEFAULT_INSTALL_SET;
  if ((await installedVersions(database.db)).length > 0) {
    codes = await outdatedVersions(database.db);
    if (codes.length === 0) return;
    log.info({ versions: codes }, "Bibles written by an older importer: installing them again");
  } else {
    log.info(
      { versions: codes, from: env.BIBLE_SOURCE_DIR ?? "upstream addresses" },
      "no Bible installed: installing the default set (first start)",
    );
  }
  const outcomes = await installVersions(database.db, codes, {
    sourceDir: env.BIBLE_SOURCE_DIR,
    cacheDir: resolve(env.DATA_DIR, "bibles"),
  });
  const failed: string[] = [];
  for (const outcome of outcomes) {
    if ("result" in outcome) {
      const { code, verses, missing, seconds } = outcome.result;
      log.info(
        { version: code, verses, missing: missing.length, seconds: Number(seconds.toFixed(1)) },
        "Bible installed",
      );
    } else {
      failed.push(outcome.code);
      log.warn({ version: outcome.code, reason: outcome.error.message }, "Bible not installed");
    }
  }
  if (failed.length > 0) {
    log.warn(
      `${failed.length} Bible version(s) not installed (${failed.join(" ")}): set BIBLE_SOURCE_DIR to a copy of the ` +
        `Bible files (e.g. ../shared/data/bibles) and run \`pnpm bible:install ${failed.join(" ")}\``,
    );
  }
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
