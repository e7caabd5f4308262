import type { InstallProgress } from "@bible/bible-import";

const PHASES: Record<InstallProgress["phase"], string> = { source: "source", read: "read  ", write: "write " };

/**
 * A bar redrawn in place on a terminal; on a pipe or a file, one plain line when a version starts reading and
 * one when it starts writing, so logs stay readable.
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
  return ({ code, phase, done, total }) => {
    const width = 30;
    const ratio = total > 0 ? Math.min(1, done / total) : 0;
    const filled = Math.round(ratio * width);
    const bar = `${"█".repeat(filled)}${"░".repeat(width - filled)}`;
    stream.write(`\r${code.padEnd(8)} ${PHASES[phase]} ${bar} ${String(done).padStart(6)}/${total}   `);
    if (phase === "write" && done >= total) stream.write("\r\x1b[2K");
  };
}
