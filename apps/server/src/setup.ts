import { resolve } from "node:path";
import {
  backfillSearchIndex,
  backfillStrongsOccurrences,
  DEFAULT_INSTALL_SET,
  type InstallProgress,
  installVersions,
  outdatedVersions,
  seedCatalog,
} from "@bible/bible-import";
import { type DbHandle, eq, installIntents } from "@bible/db";
import {
  installLexicon,
  type LexiconAhead,
  missingDatasets,
  prepareIndexCaches,
  setIndexCacheDir,
  startLexiconParsing,
} from "@bible/lexicon";
import { seedPlans } from "@bible/plans";
import { installedVersions } from "@bible/versions";
import type { FastifyBaseLogger } from "fastify";
import { alignInstalledVersions, alignmentHold } from "./alignment";
import type { Env } from "./env";
import { releaseInstallMemory } from "./release-memory";

/**
 * How far the first start is, for /readyz and the web app's "installing the Bible texts… n/16" notice. The server
 * listens as soon as the schema is in place; it is ready once the Bible texts are installed.
 */
export type Readiness = {
  /** "failed": the first start's install left no Bible version installed (a wrong BIBLE_SOURCE_DIR, no network). */
  phase: "installing" | "ready" | "failed";
  /** Why the phase is "failed" (what the operator must fix), else null. */
  cause: string | null;
  /**
   * The first start's install: versions installed of the set, those that could not be (with each one's reason),
   * the one being written.
   */
  bibles: { done: number; total: number; current: string | null; failed: string[]; reasons: Record<string, string> };
  /**
   * The word study's phase, after the texts: "installing" (the lexicon), "aligning" the versions to the original
   * text (how far: the alignment pass's queue), "ready" once every version is aligned. Reading does not wait for it.
   */
  words: "installing" | "aligning" | "ready";
};

export function createReadiness(phase: Readiness["phase"] = "installing"): Readiness {
  return {
    phase,
    cause: null,
    bibles: { done: 0, total: 0, current: null, failed: [], reasons: {} },
    words: phase === "ready" ? "ready" : "installing",
  };
}

/**
 * The quick part, before the server listens: schema migrations (once for all instances, under an advisory lock),
 * the version catalog and the reading plans. A database that cannot be reached fails here, at once.
 */
export async function prepareSchema({ database, log }: { database: DbHandle; log: FastifyBaseLogger }): Promise<void> {
  await database.migrate();
  log.info({ database: database.kind, location: database.location }, "database ready");
  const plans = await database.withLock("seed", async () => {
    await seedCatalog(database.db);
    return seedPlans(database.db);
  });
  log.info({ plans }, "catalog and reading plans seeded");
}

type DataOptions = {
  env: Env;
  database: DbHandle;
  log: FastifyBaseLogger;
  readiness: Readiness;
  /** Live progress of the version being installed (a bar on a terminal). */
  onProgress?: (progress: InstallProgress) => void;
  /** The set a first start installs; BIBLE_INSTALL_VERSIONS, else DEFAULT_INSTALL_SET; tests give a few versions. */
  defaultSet?: readonly string[];
};

/** Marks the start failed: /readyz answers 503 with the cause. */
export function failed(readiness: Readiness, cause: string): void {
  readiness.phase = "failed";
  readiness.cause = cause;
  readiness.bibles.current = null;
}

/** What the operator reads on /readyz when no version could be installed: where from, and the first reasons. */
function noBibleCause(readiness: Readiness, env: Env): string {
  const reasons = [...new Set(Object.values(readiness.bibles.reasons))].slice(0, 3);
  return (
    `no Bible version could be installed from ${env.BIBLE_SOURCE_DIR ?? "the upstream addresses"}` +
    (reasons.length > 0 ? ` (${reasons.join("; ")})` : "") +
    ": check BIBLE_SOURCE_DIR (or the network), then restart"
  );
}

/** The install_intents row of the default set's first install. */
const DEFAULT_SET_INTENT = "default-bibles";

/**
 * The long part, while the server already serves: on an empty database the default Bible set (one instance
 * installs, the others wait for it), then the lexicon, the alignments and the word indexes in the background.
 * A Bible that cannot be had is logged with the command to run; the server keeps serving. When anything was
 * written, the memory the install grew to is released at the end (see releaseInstallMemory).
 */
export async function installData(options: DataOptions): Promise<void> {
  // Released once the install's own frame is gone, so nothing it held (parsed data sets…) is still reachable.
  const written = await installMissing(options);
  if (written > 0) await releaseInstallMemory(options.database, options.log);
}

/** What installData installs; answers how many things were written (versions, indexes, data sets, alignments). */
async function installMissing(options: DataOptions): Promise<number> {
  const { env, database, log, readiness } = options;
  // The lexicon's data sets are read and parsed in worker threads (the second core) while the first core writes the
  // Bible texts: that needs no database, and the lexicon is written after the texts.
  const lexicon = env.LEXICON_AUTO_INSTALL ? await missingDatasets(database.db) : [];
  const ahead =
    lexicon.length > 0 && env.LEXICON_SOURCE_DIR ? startLexiconParsing(lexiconSources(env), lexicon) : undefined;
  // The word indexes of the language packages are built once into DATA_DIR, in worker threads and in the
  // background, so the first word looked up does not wait for them and the server keeps only the packed indexes in
  // memory. They come from the language packages, not from the database: on a first start they are built while the
  // data is written (a restart only finds them there). Handled at once: a failure must not wait for the install.
  setIndexCacheDir(resolve(env.DATA_DIR, "lexicon-indexes"));
  prepareIndexCaches().then(
    () => log.info("lexicon word indexes ready"),
    (error: unknown) => log.warn({ err: error }, "lexicon word indexes not prepared; built on first use"),
  );
  // What this start wrote: Bible versions, search indexes, lexicon data sets, segmented or aligned versions.
  let written = 0;
  if (env.BIBLE_AUTO_INSTALL) written += await installDefaultBibles(options);
  // Versions installed before full-text search existed get their index now, once (new installs write it).
  await database.withLock("install", () =>
    backfillSearchIndex(database.db, (version, verses, seconds) => {
      written++;
      log.info({ version, verses, seconds: Number(seconds.toFixed(1)) }, "search index built");
    }),
  );
  readiness.bibles.current = null;
  // Ready means a reader can read: an install that left no version at all is a failure, not readiness.
  if (env.BIBLE_AUTO_INSTALL && (await installedVersions(database.db)).length === 0) {
    failed(readiness, noBibleCause(readiness, env));
    log.error({ failed: readiness.bibles.failed, cause: readiness.cause }, "no Bible version could be installed");
  } else {
    readiness.phase = "ready";
    log.info("ready");
  }
  // Where each Strong's number stands (Strong's search reads it), from the stored tags and alignments: a database
  // installed before it existed is filled once, after readiness (reading needs none of it), nothing installed or
  // aligned again.
  await database.withLock("install", () =>
    backfillStrongsOccurrences(database.db, (version, numbers, seconds) => {
      written++;
      log.info({ version, numbers, seconds: Number(seconds.toFixed(1)) }, "Strong's occurrences built");
    }),
  );
  if (env.LEXICON_AUTO_INSTALL) {
    // The word study is one feature among others: a failed install is reported, the server still serves.
    written += await database
      .withLock("install", () => installMissingLexicon(env, database, log, ahead))
      .catch((error: unknown) => {
        log.error({ err: error }, "lexicon install failed; run `pnpm lexicon:install` to retry");
        return 0;
      });
  }
  readiness.words = "aligning";
  try {
    // Ready once every version is aligned: the Chinese segmentation beside the alignment is not waited for.
    const onAligned = () => {
      readiness.words = "ready";
    };
    return (
      written + (await alignInstalledVersions(database, log, { beforeVersion: alignmentHold(env, log), onAligned }))
    );
  } finally {
    readiness.words = "ready";
  }
}

/**
 * The default set on a first start. The intent is written before the first version, so a start that was stopped at
 * n/16 is finished by the next one (only the missing versions); a database where versions were installed by hand
 * (no intent) gets nothing more. The intent is deleted once every version of the set is installed. Answers how many
 * versions this call installed.
 */
export async function installDefaultBibles(options: DataOptions): Promise<number> {
  const { database, log, readiness } = options;
  const set = options.defaultSet ?? options.env.BIBLE_INSTALL_VERSIONS ?? DEFAULT_INSTALL_SET;
  const total = set.length;
  readiness.bibles.total = total;
  // Another instance may be installing: follow its progress in the version catalog (emptied by the notification of
  // each version it writes, see watchVersions in buildApp) until its lock is released.
  const follow = setInterval(() => {
    installedVersions(database.db).then(
      (installed) => {
        readiness.bibles.done = Math.min(total, installed.filter((version) => set.includes(version.code)).length);
      },
      () => {},
    );
  }, 1000);
  let installedNow = 0;
  try {
    await database.withLock("install", async () => {
      clearInterval(follow);
      const installed = new Set((await installedVersions(database.db)).map((version) => version.code));
      if (installed.size === 0) {
        await database.db
          .insert(installIntents)
          .values({ key: DEFAULT_SET_INTENT, versions: [...set] })
          .onConflictDoUpdate({ target: installIntents.key, set: { versions: [...set], startedAt: new Date() } });
      }
      const [intent] = await database.db
        .select({ versions: installIntents.versions })
        .from(installIntents)
        .where(eq(installIntents.key, DEFAULT_SET_INTENT));
      if (intent) {
        const missing = intent.versions.filter((code) => !installed.has(code));
        if (installed.size > 0 && missing.length > 0) {
          log.info({ versions: missing }, "the first install of the Bible texts was interrupted: resuming it");
        }
        readiness.bibles.total = intent.versions.length;
        const done = intent.versions.length - missing.length;
        readiness.bibles.done = done;
        const failed =
          missing.length > 0 ? await installBibles(options, missing, { done, total: intent.versions.length }) : [];
        installedNow += missing.length - failed.length;
        if (failed.length === 0) {
          await database.db.delete(installIntents).where(eq(installIntents.key, DEFAULT_SET_INTENT));
        } else {
          log.warn("the default Bible set is not complete: the next start installs the versions still missing");
        }
      }
      // Versions an older importer wrote are installed again from the same files, so existing data gets what the
      // importer learned since (e.g. merged-verse spans).
      const outdated = await outdatedVersions(database.db);
      if (outdated.length === 0) return;
      log.info({ versions: outdated }, "Bibles written by an older importer: installing them again");
      installedNow += outdated.length - (await installBibles(options, outdated)).length;
    });
  } finally {
    clearInterval(follow);
  }
  readiness.bibles.done = Math.max(0, readiness.bibles.total - readiness.bibles.failed.length);
  return installedNow;
}

/**
 * Installs `codes`; `of` places them in a larger set already partly installed (a resumed first install), so the
 * progress reads "n/16" over the whole set. Answers the codes that could not be installed.
 */
async function installBibles(
  { env, database, log, readiness, onProgress }: DataOptions,
  codes: readonly string[],
  of: { done: number; total: number } = { done: 0, total: codes.length },
): Promise<string[]> {
  const { done, total } = of;
  readiness.bibles.total = total;
  log.info(
    { versions: codes, from: env.BIBLE_SOURCE_DIR ?? "upstream addresses" },
    `installing the Bible texts… ${done}/${total} (the app is already served)`,
  );
  const failed: string[] = [];
  readiness.bibles.current = codes[0] ?? null;
  // Each version is read in a worker while the one before it is written (see installVersions).
  await installVersions(database.db, codes, {
    sourceDir: env.BIBLE_SOURCE_DIR,
    cacheDir: resolve(env.DATA_DIR, "bibles"),
    // PGlite stems on the thread that writes everything: a worker stems the search documents meanwhile.
    stemInWorker: database.kind === "pglite",
    ...(onProgress ? { onProgress } : {}),
    onOutcome: (outcome, index) => {
      if ("result" in outcome) {
        const { verses, missing, seconds } = outcome.result;
        log.info(
          { version: outcome.code, verses, missing: missing.length, seconds: Number(seconds.toFixed(1)) },
          `installing the Bible texts… ${done + index + 1}/${total}`,
        );
      } else {
        failed.push(outcome.code);
        readiness.bibles.failed.push(outcome.code);
        readiness.bibles.reasons[outcome.code] = outcome.error.message;
        log.warn(
          { version: outcome.code, reason: outcome.error.message },
          `Bible not installed (${done + index + 1}/${total})`,
        );
      }
      readiness.bibles.done = done + index + 1 - failed.length;
      readiness.bibles.current = codes[index + 1] ?? null;
    },
  });
  if (failed.length > 0) {
    log.warn(
      `${failed.length} Bible version(s) not installed (${failed.join(" ")}): set BIBLE_SOURCE_DIR to a copy of the ` +
        `Bible files (e.g. ../shared/data/bibles) and run \`pnpm bible:install ${failed.join(" ")}\``,
    );
  }
  return failed;
}

/**
 * The lexicon data sets not installed yet, after the Bible texts (without a local KJV file the lexicon
 * reads the installed KJV). A data set that cannot be had is logged and left for `pnpm lexicon:install`.
 * Answers how many data sets were installed.
 */
async function installMissingLexicon(
  env: Env,
  database: DbHandle,
  log: FastifyBaseLogger,
  ahead: LexiconAhead | undefined,
): Promise<number> {
  const missing = await missingDatasets(database.db);
  if (missing.length === 0) return 0;
  log.info({ datasets: missing }, "installing the lexicon data (first start)");
  const reports = await installLexicon(database.db, { datasets: missing, ...lexiconSources(env), ahead });
  for (const report of reports) {
    if (report.skipped) log.warn({ dataset: report.id, reason: report.skipped }, "lexicon data set not installed");
    else log.info({ dataset: report.id, rows: report.rows, seconds: Math.round(report.seconds) }, "lexicon data set");
  }
  log.info("lexicon data installed");
  return reports.filter((report) => !report.skipped).length;
}

const lexiconSources = (env: Env) => ({ lexiconDir: env.LEXICON_SOURCE_DIR, biblesDir: env.BIBLE_SOURCE_DIR });
