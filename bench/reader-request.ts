// The reader's own request (GET /api/chapters: Psalm 119 in three versions, as /lire sends it) on the REAL
// production server (apps/server/dist/main.js, `pnpm --filter @bible/server build`) over an installed DATA_DIR,
// beside anchors measured in the same run, each in its own process: the same bytes as a static file from a bare
// Node server, and a bare Fastify route. Also the restart to healthy, the cold request (first after a start:
// database reads, serialization, compression), the path the reader took before (three bible.chapter over
// tRPC), and the server's RSS. Every figure is min / median / max over ROUNDS, with the machine load.
// Targets (issue 18): reader >= 50 % of the static-file anchor; restart to healthy < 1 s on PGlite;
// RSS < 450 MB on PGlite.
// Run: pnpm --filter @bible/bench reader-request   (BENCH_DATA_DIR: an installed DATA_DIR, default ../.data;
// ROUNDS, DURATION seconds per round, CONNECTIONS)
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import {
  cpuMicros,
  installedDataDir,
  memoryOf,
  productionSettings,
  REPO,
  requireBuild,
  startProductionServer,
  stopProcess,
  until200,
} from "./lib/production-server";
import { machineLoad, median, spread } from "./lib/stats";

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const DURATION = Number(process.env.DURATION ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
// BENCH_PORT and the two next ones (the static and Fastify anchors); default 3207-3209.
const PORT = Number(process.env.BENCH_PORT ?? 3207);
const STATIC_PORT = PORT + 1;
const FASTIFY_PORT = PORT + 2;
const base = `http://127.0.0.1:${PORT}`;
const READER =
  "/api/chapters?book=Psalms&chapter=119&versions=french%3ALSG&versions=english%3AKJV&versions=chinese%3ACUV";
const TRPC_BEFORE = `/trpc/bible.chapter,bible.chapter,bible.chapter?batch=1&input=${encodeURIComponent(
  JSON.stringify(
    Object.fromEntries(
      [
        ["french", "LSG"],
        ["english", "KJV"],
        ["chinese", "CUV"],
      ].map(([language, version], i) => [i, { book: "Ps", chapter: 119, language, version }]),
    ),
  ),
)}`;
const BR = { "accept-encoding": "br, gzip" };

requireBuild();
const dataDir = installedDataDir();

function startServer(): ChildProcess {
  return startProductionServer({
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      // As in production (info logs, the site-wide limit counting every request), with a limit this run's
      // single address never reaches.
      LOG_LEVEL: "info",
      RATE_LIMIT_PER_MINUTE: "1000000000",
      BIBLE_AUTO_INSTALL: "false",
      LEXICON_AUTO_INSTALL: "false",
    },
  });
}

async function timed(url: string, headers: Record<string, string> = {}): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

/** Each server's CPU time per answered request over the measured rounds: what a request costs it, load aside. */
const cpuPerRequest = new Map<string, number>();

async function throughput(
  url: string,
  headers: Record<string, string> = {},
  status = 200,
  pid?: number,
): Promise<number[]> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const rounds: number[] = [];
  const cpuBefore = pid ? cpuMicros(pid) : 0;
  let answered = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
    answered += result.requests.total;
    const other = Object.entries(result.statusCodeStats ?? {}).some(
      ([code, stats]) => code !== String(status) && (stats.count ?? 0) > 0,
    );
    if (other || result.errors > 0) {
      throw new Error(`${url}: ${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors`);
    }
    rounds.push(result.requests.average);
  }
  if (pid) cpuPerRequest.set(url + JSON.stringify(headers), (cpuMicros(pid) - cpuBefore) / answered);
  return rounds;
}

function cpuOf(url: string, headers: Record<string, string> = {}): string {
  const micros = cpuPerRequest.get(url + JSON.stringify(headers));
  return micros === undefined ? "" : micros.toFixed(0);
}

console.log(`reader-request: ${machineLoad()}; the server runs with ${productionSettings()}`);

// 1. Restart to healthy and the cold request, ROUNDS times.
const restarts: number[] = [];
const colds: number[] = [];
let server: ChildProcess | undefined;
for (let i = 0; i < ROUNDS; i++) {
  const started = performance.now();
  server = startServer();
  await until200(`${base}/healthz`);
  restarts.push(performance.now() - started);
  colds.push(await timed(`${base}${READER}`, BR));
  if (i < ROUNDS - 1) await stopProcess(server);
}
if (!server) throw new Error("no server");

// 2. The anchors, each in its own process: the reader's answer's very bytes (brotli, as the browser gets
// them) from a bare Node server, and a bare Fastify route. The bytes once the server kept its best brotli
// (redone off the event loop after the first request).
// (node:http, not fetch: fetch would decompress them)
await new Promise((done) => setTimeout(done, 2000));
const answer = await new Promise<Buffer>((done, fail) => {
  get(`${base}${READER}`, { headers: BR }, (response) => {
    const chunks: Buffer[] = [];
    response.on("data", (chunk: Buffer) => chunks.push(chunk));
    response.on("end", () => done(Buffer.concat(chunks)));
  }).on("error", fail);
});
const plainBytes = (await (await fetch(`${base}${READER}`)).arrayBuffer()).byteLength;
const dir = await mkdtemp(join(tmpdir(), "reader-anchor-"));
await writeFile(join(dir, "answer.br"), answer);
const staticServer = spawn(
  process.execPath,
  [
    "-e",
    `const body = require("node:fs").readFileSync(${JSON.stringify(join(dir, "answer.br"))});
require("node:http").createServer((req, res) => {
  res.writeHead(200, { "content-type": "application/json", "content-encoding": "br", "content-length": body.length });
  res.end(body);
}).listen(${STATIC_PORT}, "127.0.0.1");`,
  ],
  { stdio: "inherit" },
);
const fastifyServer = spawn(
  process.execPath,
  [
    "--input-type=module",
    "-e",
    `import Fastify from "fastify";
const app = Fastify();
app.get("/", async () => ({ ok: true }));
await app.listen({ host: "127.0.0.1", port: ${FASTIFY_PORT} });`,
  ],
  { stdio: "inherit", cwd: resolve(REPO, "apps/server") },
);
try {
  await until200(`http://127.0.0.1:${STATIC_PORT}/`);
  await until200(`http://127.0.0.1:${FASTIFY_PORT}/`);

  const staticRps = await throughput(`http://127.0.0.1:${STATIC_PORT}/`, {}, 200, staticServer.pid);
  const fastifyRps = await throughput(`http://127.0.0.1:${FASTIFY_PORT}/`, {}, 200, fastifyServer.pid);
  const readerRps = await throughput(`${base}${READER}`, BR, 200, server.pid);
  const revalidate = {
    ...BR,
    "if-none-match": (await fetch(`${base}${READER}`, { headers: BR })).headers.get("etag") ?? "",
  };
  const revalidateRps = await throughput(`${base}${READER}`, revalidate, 304, server.pid);
  const trpcRps = await throughput(`${base}${TRPC_BEFORE}`, BR, 200, server.pid);
  const rss = memoryOf(server.pid).rss / 2 ** 20;

  const ratio = median(readerRps) / median(staticRps);
  console.log(
    `\nPsalm 119 in LSG + KJV + CUV: ${plainBytes} bytes of JSON, ${answer.length} with brotli; ` +
      `${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s; min / median / max`,
  );
  const cpu = "server CPU µs/request";
  console.table([
    {
      what: "anchor: same bytes, bare Node http",
      "req/s": spread(staticRps),
      [cpu]: cpuOf(`http://127.0.0.1:${STATIC_PORT}/`),
    },
    {
      what: "anchor: bare Fastify route {ok:true}",
      "req/s": spread(fastifyRps),
      [cpu]: cpuOf(`http://127.0.0.1:${FASTIFY_PORT}/`),
    },
    {
      what: "reader's request, warm (GET /api/chapters)",
      "req/s": spread(readerRps),
      [cpu]: cpuOf(`${base}${READER}`, BR),
    },
    {
      what: "reader's request, 304 (If-None-Match)",
      "req/s": spread(revalidateRps),
      [cpu]: cpuOf(`${base}${READER}`, revalidate),
    },
    {
      what: "before: 3 × bible.chapter over tRPC batch",
      "req/s": spread(trpcRps),
      [cpu]: cpuOf(`${base}${TRPC_BEFORE}`, BR),
    },
  ]);
  console.log(
    `reader / static-file anchor: ${(ratio * 100).toFixed(0)} % (target >= 50 %) ${ratio >= 0.5 ? "PASS" : "MISS"}`,
  );
  const cpuRatio =
    (cpuPerRequest.get(`http://127.0.0.1:${STATIC_PORT}/{}`) ?? 0) /
    (cpuPerRequest.get(`${base}${READER}${JSON.stringify(BR)}`) ?? Number.NaN);
  console.log(
    `static anchor's CPU per request / the reader's: ${(cpuRatio * 100).toFixed(0)} % (what the ratio of req/s tends to when the server's CPU is the limit)`,
  );
  console.log(`reader's request cold (first after a start), ms: ${spread(colds, 1)}`);
  const restartOk = median(restarts) < 1000;
  console.log(`restart to healthy on PGlite, ms: ${spread(restarts)} (target < 1000) ${restartOk ? "PASS" : "MISS"}`);
  console.log(
    `server RSS after the runs: ${rss.toFixed(0)} MB (target < 450 MB on PGlite) ${rss < 450 ? "PASS" : "MISS"}`,
  );
  console.log(`reader-request: ${machineLoad()}`);
} finally {
  staticServer.kill("SIGTERM");
  fastifyServer.kill("SIGTERM");
  await stopProcess(server);
}
