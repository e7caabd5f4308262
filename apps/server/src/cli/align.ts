import type { Database } from "@bible/db";
import { type AlignProgress, type AlignReport, alignVersions, segmentChineseVersions } from "@bible/lexicon";
import { installedVersions } from "@bible/versions";
import { type Command, parseCommandArgs } from "./command";
import { withDatabase } from "./database";
import { drawBar } from "./progress";

/** A bar redrawn in place on a terminal; on a pipe or a file, one line per phase of each version. */
export function alignProgress(stream: NodeJS.WriteStream): (progress: AlignProgress) => void {
  let last = "";
  return ({ code, phase, done, total }) => {
    if (!stream.isTTY) {
      const key = `${code}:${phase}`;
      if (key !== last) stream.write(`${code}: ${phase}\n`);
      last = key;
      return;
    }
    drawBar(stream, { item: code, phase, done, total });
  };
}

export function formatAlignReport(report: AlignReport): string {
  if (report.skipped) return `${report.code}: ${report.skipped}`;
  const how = report.method === "tags" ? "from its own Strong's tags" : "by the statistical aligner";
  return `${report.code}: ${report.verses} verses, ${report.links} links ${how} in ${report.seconds.toFixed(1)} s`;
}

/**
 * `pnpm align [--force] [CODE...]`: links every word of the versions named (default: every installed one) to the
 * Hebrew/Aramaic or Greek original and stores it; versions already aligned from the same text are skipped.
 */
export const alignCommand: Command = {
  summary: "align installed versions to the original text (default: all; --force recomputes)",
  usage: `pnpm align [--force] [CODE...]

Links every word of the installed versions (or those named) to the Hebrew/Aramaic or Greek original and stores
it. Versions already aligned from the same text are skipped; --force recomputes them. Exit 1 when a version
could not be aligned.`,
  async run(args) {
    const { values, positionals } = parseCommandArgs(args, { force: { type: "boolean" } });
    const force = values.force === true;
    const named = positionals.map((a) => a.toUpperCase());
    return withDatabase(async (db) => {
      const codes = named.length > 0 ? named : (await installedVersions(db)).map((v) => v.code);
      const started = performance.now();
      const reports = await alignVersions(db, codes, { force, onProgress: alignProgress(process.stderr) });
      if (process.stderr.isTTY) process.stderr.write("\r\x1b[2K");
      for (const report of reports) console.log(formatAlignReport(report));
      console.log(`aligned in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      const failed = reports.filter((r) => r.skipped && r.skipped !== "up to date");
      return failed.length > 0 ? 1 : 0;
    });
  },
};

/**
 * After an install or import: segments the Chinese versions written for the word study, and aligns the versions (the
 * lexicon's original texts must be installed).
 */
export async function alignAfterInstall(db: Database, codes: readonly string[]): Promise<void> {
  if (codes.length === 0) return;
  for (const { code, pieces, seconds, skipped } of await segmentChineseVersions(db, codes)) {
    if (!skipped) console.log(`segmentation: ${code}: ${pieces} pieces of Chinese text in ${seconds.toFixed(1)} s`);
  }
  const reports = await alignVersions(db, codes, { onProgress: alignProgress(process.stderr) });
  if (process.stderr.isTTY) process.stderr.write("\r\x1b[2K");
  for (const report of reports) console.log(`alignment: ${formatAlignReport(report)}`);
}
