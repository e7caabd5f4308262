import { createDb } from "@bible/db";
import { DATASET_IDS, type DatasetId, type InstallProgress, installLexicon } from "@bible/lexicon";
import { loadEnv, pgliteDir } from "../env";
import { type Command, parseCommandArgs, UsageError } from "./command";
import { drawBar } from "./progress";

function isDatasetId(value: string): value is DatasetId {
  return (DATASET_IDS as readonly string[]).includes(value);
}

/** One line redrawn in place on a terminal; nothing at all when the output is a file or a pipe. */
function progressBar(stream: NodeJS.WriteStream): (progress: InstallProgress) => void {
  if (!stream.isTTY) return () => {};
  return ({ dataset, phase, done, total }) =>
    drawBar(
      stream,
      { item: dataset.padEnd(17), phase, done, total },
      done >= total && phase === "write" ? "newline" : undefined,
    );
}

/**
 * `pnpm lexicon:install [DATASET...]`: installs (or re-installs) the lexicon data sets, all of them by
 * default, from LEXICON_SOURCE_DIR / BIBLE_SOURCE_DIR when set, else from their upstream addresses.
 */
export const lexiconInstallCommand: Command = {
  summary: "install or re-install the word-study data (all data sets, or those named)",
  usage: `pnpm lexicon:install [DATASET...]

Installs or re-installs the word-study data sets (default: all), from LEXICON_SOURCE_DIR / BIBLE_SOURCE_DIR when
set, else from their upstream addresses. Data sets: ${DATASET_IDS.join(", ")}.`,
  run: (args) => {
    const { positionals } = parseCommandArgs(args, {});
    const unknown = positionals.filter((a) => !isDatasetId(a));
    if (unknown.length > 0) throw new UsageError(`unknown data set(s): ${unknown.join(", ")}`);
    return installDatasets(positionals.filter(isDatasetId));
  },
};

async function installDatasets(datasets: DatasetId[]): Promise<number> {
  const env = loadEnv();
  const database = createDb({ url: env.DATABASE_URL, dataDir: pgliteDir(env) });
  try {
    await database.migrate();
    const started = performance.now();
    const reports = await installLexicon(database.db, {
      datasets: datasets.length > 0 ? datasets : undefined,
      lexiconDir: env.LEXICON_SOURCE_DIR,
      biblesDir: env.BIBLE_SOURCE_DIR,
      onProgress: progressBar(process.stderr),
    });
    for (const r of reports) {
      const line = r.skipped
        ? `${r.id}: skipped (${r.skipped})`
        : `${r.id}: ${r.rows} rows in ${r.seconds.toFixed(1)} s from ${r.origin} ${JSON.stringify(r.details)}`;
      console.log(line);
    }
    console.log(`lexicon installed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return reports.some((r) => r.skipped) ? 1 : 0;
  } finally {
    await database.close();
  }
}
