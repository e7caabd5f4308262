import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createDb, DataDirLockedError } from "@bible/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The embedded database has one owner: a second process that opened it (a CLI beside the running server)
// used to report success while its writes were lost, and the server's next start aborted. Two real processes.

const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const TSX = join(SERVER_DIR, "node_modules/.bin/tsx");

let dataDir: string;
const children: ChildProcess[] = [];
const holders: number[] = [];

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), "bible-lock-"));
});
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  for (const pid of holders) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** A process that opens the embedded database in DATA_DIR and keeps it open; answers its pid once it holds it. */
async function holder(): Promise<number> {
  const script = `import { createDb } from "@bible/db";
const handle = createDb({ dataDir: ${JSON.stringify(join(dataDir, "pglite"))} });
await handle.migrate();
console.log("open " + process.pid);
setInterval(() => {}, 60_000);`;
  const child = spawn(TSX, ["--input-type=module", "-e", script], {
    cwd: SERVER_DIR,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return new Promise<number>((ready, fail) => {
    let err = "";
    child.stderr?.on("data", (chunk) => (err += String(chunk)));
    child.stdout?.on("data", (chunk) => {
      const pid = /open (\d+)/.exec(String(chunk))?.[1];
      if (pid) {
        holders.push(Number(pid));
        ready(Number(pid));
      }
    });
    child.on("exit", (code) => fail(new Error(`holder exited ${code}: ${err}`)));
  });
}

async function waitUntilGone(pid: number): Promise<void> {
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** Runs `pnpm <command>` (the CLI) on DATA_DIR; answers its exit code and what it printed. */
async function cli(...args: string[]): Promise<{ code: number | null; output: string }> {
  // The command's settings as an env file (values already in the environment win, none of these is set there).
  const envFile = join(dataDir, "cli.env");
  writeFileSync(envFile, `DATA_DIR=${dataDir}\nBIBLE_SOURCE_DIR=/nonexistent\nBIBLE_AUTO_INSTALL=false\n`);
  const child = spawn(TSX, [`--env-file=${envFile}`, "src/cli/index.ts", ...args], {
    cwd: SERVER_DIR,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += String(chunk)));
  child.stderr.on("data", (chunk) => (output += String(chunk)));
  const code = await new Promise<number | null>((done) => child.on("exit", done));
  return { code, output };
}

describe("the embedded database's data directory", () => {
  it("refuses a second process while one holds it, with what to do; takes it over once the holder is killed", async () => {
    const server = await holder();

    expect(() => createDb({ dataDir: join(dataDir, "pglite") })).toThrow(DataDirLockedError);
    try {
      createDb({ dataDir: join(dataDir, "pglite") });
    } catch (error) {
      expect(String(error)).toContain(`process ${server}`);
      expect(String(error)).toMatch(/stop the server/i);
    }

    const install = await cli("bible:install", "LSG");
    expect(install.code).toBe(1);
    expect(install.output).toContain(`process ${server}`);
    expect(install.output).toMatch(/stop the server/i);
    expect(install.output).not.toMatch(/installed|Aborted/);

    // kill -9 leaves the lock file behind: a dead owner's lock is stale and taken over.
    process.kill(server, "SIGKILL");
    await waitUntilGone(server);
    const next = createDb({ dataDir: join(dataDir, "pglite") });
    await next.migrate();
    await next.close();
    // Closed: free again for the next owner.
    const after = createDb({ dataDir: join(dataDir, "pglite") });
    await after.close();
  }, 60_000);
});
