import { linkSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";

/**
 * PGlite is one process's database: a second process that opens the same directory writes data the first
 * never sees, and the next start aborts on the mixed files. So the process that opens it holds a lock file
 * beside it (`<dir>.lock`, with its pid), and any other process is refused while that pid lives.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (the server, or another command). ` +
        "Only one process may open it: stop the server (or that command), then run this command again. " +
        "A running server installs missing Bibles and the word-study data itself when it starts.",
    );
    this.name = "DataDirLockedError";
  }
}

type LockOwner = { pid: number; host: string };

function readOwner(path: string): LockOwner | undefined {
  try {
    const owner: unknown = JSON.parse(readFileSync(path, "utf8"));
    if (typeof owner === "object" && owner !== null && "pid" in owner && typeof owner.pid === "number") {
      return { pid: owner.pid, host: "host" in owner && typeof owner.host === "string" ? owner.host : "" };
    }
  } catch {
    // Unreadable or half-written: treated as held by nobody.
  }
  return undefined;
}

function isAlive(owner: LockOwner | undefined): owner is LockOwner {
  if (!owner) return false;
  // A lock from another machine (a shared volume) cannot be checked: it counts as held.
  if (owner.host !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && "code" in error && error.code === "EPERM";
  }
}

/** Takes the lock of `dataDir` for this process, or throws DataDirLockedError. Answers the release. */
export function lockDataDir(dataDir: string): () => void {
  const path = `${dataDir}.lock`;
  const mine = `${path}.${process.pid}`;
  writeFileSync(mine, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }));
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        // link() creates the lock whole or not at all: two processes starting together cannot both win.
        linkSync(mine, path);
        return release(path);
      } catch (error) {
        if (!(error instanceof Error && "code" in error && error.code === "EEXIST")) throw error;
      }
      const owner = readOwner(path);
      if (owner?.pid === process.pid && owner.host === hostname()) throw new DataDirLockedError(dataDir, owner.pid);
      if (isAlive(owner)) throw new DataDirLockedError(dataDir, owner.pid);
      // Stale (its process died, e.g. kill -9): move it aside, and put it back if another process took the
      // lock in between (then that one is alive and we are refused on the next round).
      const aside = `${path}.stale.${process.pid}`;
      try {
        renameSync(path, aside);
      } catch {
        continue;
      }
      if (isAlive(readOwner(aside))) {
        try {
          linkSync(aside, path);
        } catch {
          // Someone holds the lock again: the next round reads that owner.
        }
      }
      rmSync(aside, { force: true });
    }
    const owner = readOwner(path);
    throw new DataDirLockedError(dataDir, owner?.pid ?? 0);
  } finally {
    rmSync(mine, { force: true });
  }
}

function release(path: string): () => void {
  let released = false;
  const free = () => {
    if (released) return;
    released = true;
    process.off("exit", free);
    if (readOwner(path)?.pid === process.pid) unlinkSync(path);
  };
  // A process that exits without closing the database (a CLI error, process.exit) leaves no lock behind.
  process.on("exit", free);
  return free;
}
