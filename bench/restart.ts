// A restart of the REAL production server (apps/server/dist/main.js, `pnpm --filter @bible/server build`) on an
// installed DATA_DIR, with the environment of an ordinary start (auto-install on, so every start-time check runs):
// timed from spawn to /healthz 200, to /readyz 200 (the Bible texts are there) and to the first chapter
// answered. Anchor in the same run: a bare Node HTTP server spawned and answering its first request.
// Every figure is min / median / max over ROUNDS, with the machine load.
// Target (issue 18): restart to ready and serving chapters < 1 s on PGlite.
// Run: pnpm --filter @bible/bench restart   (BENCH_DATA_DIR: an installed DATA_DIR, default ../.data; ROUNDS)
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { machineLoad, median, spread } from "./lib/stats";

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const repo = resolve(import.meta.dirname, "..");
const serverMain = resolve(repo, "apps/server/dist/main.js");
const dataDir = resolve(process.env.BENCH_DATA_DIR ?? resolve(repo, ".data"));
const PORT = Number(process.env.BENCH_PORT ?? 3208);
const base = `http://127.0.0.1:${PORT}`;
const CHAPTER = "/api/chapters?book=Genesis&chapter=1&versions=english%3AKJV";

if (!existsSync(serverMain)) {
  console.log("no production build: run `pnpm --filter @bible/server build` first");
  process.exit(1);
}
if (!existsSync(join(dataDir, "pglite"))) {
  console.log(`no installed data in ${dataDir}: start the server once (pnpm start) or set BENCH_DATA_DIR`);
  process.exit(1);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once("exit", () => done());
    child.kill("SIGTERM");
  });
}

/** Polls `url` until it answers 200; the time from `started`. */
async function until(url: string, started: number, child: ChildProcess, timeoutMs = 300_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      async (r) => {
        await r.arrayBuffer();
        return r.ok;
      },
      () => false,
    );
    if (ok) return performance.now() - started;
    await new Promise((done) => setTimeout(done, 10));
  }
  throw new Error(`${url} not 200 after ${timeoutMs} ms`);
}

console.log(`restart: ${machineLoad()}`);

const anchor: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ["-e", `require("node:http").createServer((q, s) => s.end("ok")).listen(${PORT}, "127.0.0.1")`],
    { stdio: "ignore" },
  );
  anchor.push(await until(`${base}/`, started, child));
  await stop(child);
}

const healthy: number[] = [];
const ready: number[] = [];
const chapter: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const started = performance.now();
  const server = spawn(process.execPath, [serverMain], {
    cwd: repo,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    healthy.push(await until(`${base}/healthz`, started, server));
    ready.push(await until(`${base}/readyz`, started, server));
    chapter.push(await until(`${base}${CHAPTER}`, started, server));
  } finally {
    await stop(server);
  }
}

console.log(`anchor: a bare Node HTTP server, spawn to first answer, ms: ${spread(anchor)}`);
console.log(`restart to /healthz 200, ms: ${spread(healthy)}`);
console.log(`restart to /readyz 200, ms: ${spread(ready)}`);
const ok = median(chapter) < 1000;
console.log(
  `restart to the first chapter answered (PGlite), ms: ${spread(chapter)} (target < 1000) ${ok ? "PASS" : "MISS"}`,
);
console.log(`restart: ${machineLoad()}`);
process.exitCode = ok ? 0 : 1;
