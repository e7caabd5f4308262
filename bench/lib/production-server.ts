// The production server as the benchmarks run it: `apps/server/dist/main.js` started the way `pnpm start` starts
// it (the start script's Node flags and its NAME=value settings, such as the young-generation cap and the
// allocator's arenas), so every figure is that of the process a reader's server runs. Also: waiting for an
// address to answer 200, stopping a process, and a process's memory and CPU time read from /proc.
import { type ChildProcess, type StdioOptions, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

export const REPO = resolve(import.meta.dirname, "../..");
export const SERVER_MAIN = resolve(REPO, "apps/server/dist/main.js");

/** Stops the benchmark with what to do when the production build is missing (and the web app's, if asked). */
export function requireBuild({ web = false }: { web?: boolean } = {}): void {
  if (existsSync(SERVER_MAIN) && (!web || existsSync(resolve(REPO, "apps/web/dist/index.html")))) return;
  console.log(`no production build: run \`pnpm ${web ? "build" : "--filter @bible/server build"}\` first`);
  process.exit(1);
}

/** The installed data directory a benchmark reads (BENCH_DATA_DIR, default `.data`); stops when it has none. */
export function installedDataDir(): string {
  const dataDir = resolve(process.env.BENCH_DATA_DIR ?? resolve(REPO, ".data"));
  if (!existsSync(join(dataDir, "pglite"))) {
    console.log(`no installed data in ${dataDir}: start the server once (pnpm start) or set BENCH_DATA_DIR`);
    process.exit(1);
  }
  return dataDir;
}

/** The start script's Node flags and the NAME=value settings written before `node`. */
export function startScript(): { flags: string[]; env: Record<string, string> } {
  const words = (
    JSON.parse(readFileSync(resolve(REPO, "apps/server/package.json"), "utf8")) as { scripts: { start: string } }
  ).scripts.start.split(/\s+/);
  const node = words.indexOf("node");
  return {
    flags: words.slice(node + 1).filter((word) => word.startsWith("--")),
    env: Object.fromEntries(
      words
        .slice(0, node)
        .map((word) => word.split("="))
        .filter((pair): pair is [string, string] => pair.length === 2),
    ),
  };
}

/** What the benchmarks print of how the server runs: the start script's settings (as this run has them) and flags. */
export function productionSettings(): string {
  const { flags, env } = startScript();
  return [
    ...Object.keys(env)
      .filter((name) => name !== "NODE_ENV")
      .map((name) => `${name}=${process.env[name] ?? env[name]}`),
    ...flags,
  ].join(" ");
}

type StartOptions = {
  /** The server's environment beyond the benchmark's own (PORT, DATA_DIR, LOG_LEVEL…); NODE_ENV is production. */
  env: Record<string, string>;
  stdio?: StdioOptions;
  /** Another build to compare with (e.g. a copy built from an older commit). */
  main?: string;
};

/**
 * The production server started as `pnpm start` does. The start script's settings come first, so a benchmark
 * run with e.g. MALLOC_ARENA_MAX=2 in its environment measures that value instead.
 */
export function startProductionServer({ env, stdio = ["ignore", "ignore", "inherit"], main }: StartOptions) {
  const script = startScript();
  return spawn(process.execPath, [...script.flags, main ?? SERVER_MAIN], {
    cwd: REPO,
    env: { ...script.env, ...process.env, NODE_ENV: "production", ...env },
    stdio,
  });
}

/** Sends SIGTERM and waits for the process to exit (at once if it already has). */
export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once("exit", () => done());
    child.kill("SIGTERM");
  });
}

/**
 * Asks `url` until it answers 200 (the body read); the milliseconds from `since` (performance.now(), default the
 * call). Fails when `child` exits first or after `timeoutMs`.
 */
export async function until200(
  url: string,
  {
    child,
    since = performance.now(),
    timeoutMs = 300_000,
    intervalMs = 10,
  }: {
    child?: ChildProcess;
    since?: number;
    timeoutMs?: number;
    intervalMs?: number;
  } = {},
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      async (response) => {
        await response.arrayBuffer();
        return response.ok;
      },
      () => false,
    );
    if (ok) return performance.now() - since;
    await new Promise((done) => setTimeout(done, intervalMs));
  }
  throw new Error(`${url} not 200 after ${timeoutMs} ms`);
}

/** VmRSS and VmHWM (peak) of a process, in bytes. */
export function memoryOf(pid: number | undefined): { rss: number; peak: number } {
  const text = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(text)?.[1] ?? 0) * 1024;
  return { rss: kb("VmRSS"), peak: kb("VmHWM") };
}

/**
 * CPU time (user + system) a process has used, in microseconds (Linux, 100 ticks a second): all its threads, or
 * the one thread `thread` (the main thread's id is the process's).
 */
export function cpuMicros(pid: number | undefined, thread?: number): number {
  const path = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
  const fields = readFileSync(path, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}
