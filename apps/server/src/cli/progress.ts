import type { InstallProgress } from "@bible/bible-import";

/** Where a long task stands: which item (a version, a data set), which phase, how far. */
type Step = { item: string; phase: string; done: number; total: number };

/**
 * The one progress bar of the commands (Bible install, lexicon install, alignment): a line redrawn in place on a
 * terminal, `done/total` (or `done` alone when the total is unknown), cleared or ended when told.
 */
export function drawBar(stream: NodeJS.WriteStream, { item, phase, done, total }: Step, end?: "clear" | "newline") {
  const width = 30;
  const ratio = total > 0 ? Math.min(1, done / total) : 0;
  const filled = Math.round(ratio * width);
  const count = total > 0 ? `${String(done).padStart(6)}/${total}` : String(done).padStart(6);
  const bar = `${"█".repeat(filled)}${"░".repeat(width - filled)}`;
  stream.write(`\r${item.padEnd(8)} ${phase.padEnd(7)} ${bar} ${count}   `);
  if (end === "clear") stream.write("\r\x1b[2K");
  if (end === "newline") stream.write("\n");
}

/**
 * A Bible install's progress: the bar on a terminal; on a pipe or a file, one plain line when a version starts
 * reading and one when it starts writing, so logs stay readable.
 */
export function installProgress(stream: NodeJS.WriteStream): (progress: InstallProgress) => void {
  if (!stream.isTTY) {
    let last = "";
    return ({ code, phase, total }) => {
      const key = `${code}:${phase}`;
      if (key === last || phase === "source") return;
      last = key;
      stream.write(`${code}: ${phase === "read" ? "reading" : `writing ${total} verses`}\n`);
    };
  }
  return ({ code, phase, done, total }) =>
    drawBar(stream, { item: code, phase, done, total }, phase === "write" && done >= total ? "clear" : undefined);
}
