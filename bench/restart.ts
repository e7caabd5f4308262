// A restart of the REAL production server (apps/server/dist/main.js, `pnpm --filter @bible/server build`) on an
// installed DATA_DIR, with the environment of an ordinary start (auto-install on, so every start-time check runs):
// timed from spawn to /healthz 200, to /readyz 200 (the Bible texts are there) and to the first chapter
// answered. Anchor in the same run: a bare Node HTTP server spawned and answering its first request.
// Every figure is min / median / max over ROUNDS, with the machine load.
// Target (issue 18): restart to ready and serving chapters < 1 s on PGlite.
// Run: pnpm --filter @bible/bench restart   (BENCH_DATA_DIR: an installed DATA_DIR, default ../.data; ROUNDS)
import { spawn } from "node:child_process";
import {
  installedDataDir,
  productionSettings,
  requireBuild,
  startProductionServer,
  stopProcess,
  until200,
} from "./lib/production-server";
import { machineLoad, median, spread } from "./lib/stats";

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3208);
const base = `http://127.0.0.1:${PORT}`;
const CHAPTER = "/api/chapters?book=Genesis&chapter=1&versions=english%3AKJV";

requireBuild();
const dataDir = installedDataDir();

console.log(`restart: ${machineLoad()}; the server runs with ${productionSettings()}`);

const anchor: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ["-e", `require("node:http").createServer((q, s) => s.end("ok")).listen(${PORT}, "127.0.0.1")`],
    { stdio: "ignore" },
  );
  anchor.push(await until200(`${base}/`, { child, since: started }));
  await stopProcess(child);
}

const healthy: number[] = [];
const ready: number[] = [];
const chapter: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const started = performance.now();
  const server = startProductionServer({
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "0",
    },
  });
  try {
    healthy.push(await until200(`${base}/healthz`, { child: server, since: started }));
    ready.push(await until200(`${base}/readyz`, { child: server, since: started }));
    chapter.push(await until200(`${base}${CHAPTER}`, { child: server, since: started }));
  } finally {
    await stopProcess(server);
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
