import { resolve } from "node:path";
import { CATALOG, DEFAULT_INSTALL_SET, installVersions } from "@bible/bible-import";
import { alignAfterInstall } from "./align";
import { type Command, parseCommandArgs } from "./command";
import { withDatabase } from "./database";
import { installProgress } from "./progress";
import { formatReport } from "./report";

/**
 * `pnpm bible:install [CODE...]`: installs or re-installs the versions named, or every version we ship, from
 * BIBLE_SOURCE_DIR when set, else from their upstream addresses.
 */
export const bibleInstallCommand: Command = {
  summary: `install Bible versions (default: ${DEFAULT_INSTALL_SET.join(" ")})`,
  usage: `pnpm bible:install [CODE...]

Installs or re-installs the versions named (default: ${DEFAULT_INSTALL_SET.join(" ")}), from BIBLE_SOURCE_DIR when
set, else from their upstream addresses:

${CATALOG.map((e) => `  ${e.code.padEnd(8)} ${e.language.padEnd(11)} ${e.name}${e.source ? "" : " (not distributable)"}`).join("\n")}`,
  async run(args) {
    const { positionals } = parseCommandArgs(args, {});
    const codes = positionals.length > 0 ? positionals.map((a) => a.toUpperCase()) : [...DEFAULT_INSTALL_SET];
    return withDatabase(async (db, env, handle) => {
      const started = performance.now();
      const outcomes = await installVersions(db, codes, {
        sourceDir: env.BIBLE_SOURCE_DIR,
        cacheDir: resolve(env.DATA_DIR, "bibles"),
        onProgress: installProgress(process.stderr),
        stemInWorker: handle.kind === "pglite",
      });
      for (const outcome of outcomes) {
        if ("result" in outcome) console.log(formatReport(outcome.result));
        else console.error(`${outcome.code}: not installed: ${outcome.error.message}`);
      }
      await alignAfterInstall(
        db,
        outcomes.flatMap((o) => ("result" in o ? [o.code] : [])),
      );
      const failed = outcomes.filter((o) => "error" in o).length;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`${outcomes.length - failed} of ${outcomes.length} versions installed in ${seconds} s`);
      return failed > 0 ? 1 : 0;
    });
  },
};
