// The reader's own request (GET /api/chapters: Psalm 119 in three versions, as /lire sends it) and a short public
// answer (GET /api/bible-versions/french) on the REAL production server (apps/server/dist/main.js, `pnpm build`),
// on PGlite (an installed DATA_DIR) and on PostgreSQL (READER_DATABASE_URL), as production runs it: info logs and
// the DEFAULT site-wide limit (1,200 a minute per address) counting every request, the load spread over 1,000
// client addresses (X-Forwarded-For from the loopback proxy) so each stays far from its limit, as readers do.
// Beside anchors measured in the same run, each in its own process: a bare Node server sending the same bytes
// (the reader's brotli answer, the short JSON) and a bare Fastify route.
// The verdict is the server's CPU time per answered request (all its threads, from /proc), not req/s: on a shared
// machine req/s measures the load of others. Targets (issue 32): a cached public answer ≤ 2× the bare Node anchor's
// CPU per request for the same bytes, a short one ≤ 3×. Every figure is min / median / max over ROUNDS, with the load.
// Run: pnpm --filter @bible/bench reader-request   (BENCH_DATA_DIR: an installed DATA_DIR, default ../.data;
// READER_DATABASE_URL=postgres://… a database with the Bibles installed (an empty one gets them first, minutes);
// READER_ONLY=pglite|postgres; ROUNDS, DURATION seconds per round, CONNECTIONS)
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
const SHORT = "/api/bible-versions/french";
const BR = { "accept-encoding": "br, gzip" };
/** Client addresses the load is spread over: each far from the default limit, as many readers are. */
const ADDRESSES = 1000;
const postgresUrl = process.env.READER_DATABASE_URL;
const only = process.env.READER_ONLY;

requireBuild();

function startServer(database: { DATA_DIR: string } | { DATABASE_URL: string }, install = false): ChildProcess {
  return startProductionServer({
    env: {
      PORT: String(PORT),
      ...database,
      // As in production: info logs, the default site-wide limit (RATE_LIMIT_PER_MINUTE unset), the default
      // TRUST_PROXY (loopback: the addresses come from X-Forwarded-For).
      LOG_LEVEL: "info",
      BIBLE_AUTO_INSTALL: install ? "true" : "false",
      LEXICON_AUTO_INSTALL: "false",
      ...(process.env.BIBLE_SOURCE_DIR ? { BIBLE_SOURCE_DIR: process.env.BIBLE_SOURCE_DIR } : {}),
    },
  });
}

/** One request template per client address, cycled by every connection. */
function spreadOver(path: string, headers: Record<string, string>) {
  return Array.from({ length: ADDRESSES }, (_, i) => ({
    method: "GET" as const,
    path,
    headers: { ...headers, "x-forwarded-for": `10.${(i >> 8) & 255}.${i & 255}.7` },
  }));
}

type Measured = { rps: number[]; cpu: number[]; errors: number };

/** req/s and the server's CPU µs per answered request, round by round (after a 1 s warm-up). */
async function measure(
  origin: string,
  path: string,
  pid: number | undefined,
  headers: Record<string, string> = {},
  status = 200,
): Promise<Measured> {
  const options = {
    url: origin,
    connections: CONNECTIONS,
    requests: spreadOver(path, headers),
  };
  await autocannon({ ...options, duration: 1 });
  const rps: number[] = [];
  const cpu: number[] = [];
  let errors = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const before = cpuMicros(pid);
    const result = await autocannon({ ...options, duration: DURATION });
    const used = cpuMicros(pid) - before;
    const other = Object.entries(result.statusCodeStats ?? {}).some(
      ([code, stats]) => code !== String(status) && (stats.count ?? 0) > 0,
    );
    if (other) throw new Error(`${origin}${path}: ${JSON.stringify(result.statusCodeStats)}`);
    // On a loaded machine a few requests may time out (autocannon's 10 s): counted, the CPU is per answer.
    errors += result.errors;
    const answered = result.statusCodeStats?.[`${status}` as `${number}`]?.count ?? result.requests.total;
    rps.push(answered / DURATION);
    cpu.push(used / answered);
  }
  return { rps, cpu, errors };
}

function bytesOf(path: string, headers: Record<string, string>): Promise<Buffer> {
  // node:http, not fetch: fetch would decompress them.
  return new Promise<Buffer>((done, fail) => {
    get(`${base}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => done(Buffer.concat(chunks)));
    }).on("error", fail);
  });
}

type Anchors = { node: ChildProcess; fastify: ChildProcess };

/** The bare Node server sends the reader's bytes on /reader and the short answer's on /short. */
async function startAnchors(reader: Buffer, short: Buffer): Promise<Anchors> {
  const dir = await mkdtemp(join(tmpdir(), "reader-anchor-"));
  await writeFile(join(dir, "reader.br"), reader);
  await writeFile(join(dir, "short.json"), short);
  const node = spawn(
    process.execPath,
    [
      "-e",
      `const fs = require("node:fs");
const reader = fs.readFileSync(${JSON.stringify(join(dir, "reader.br"))});
const short = fs.readFileSync(${JSON.stringify(join(dir, "short.json"))});
require("node:http").createServer((req, res) => {
  if (req.url === "/short") {
    res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": short.length });
    return res.end(short);
  }
  res.writeHead(200, { "content-type": "application/json", "content-encoding": "br", "content-length": reader.length });
  res.end(reader);
}).listen(${STATIC_PORT}, "127.0.0.1");`,
    ],
    { stdio: "inherit" },
  );
  const fastify = spawn(
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
  await until200(`http://127.0.0.1:${STATIC_PORT}/short`);
  await until200(`http://127.0.0.1:${FASTIFY_PORT}/`);
  return { node, fastify };
}

const row = (what: string, m: Measured) => ({
  what,
  "req/s": spread(m.rps),
  "server CPU µs/request": spread(m.cpu),
  "timed out": m.errors,
});

function verdict(what: string, server: Measured, anchor: Measured, target: number): string {
  const ratio = median(server.cpu) / median(anchor.cpu);
  return `${what}: ${ratio.toFixed(2)}× the bare Node anchor's CPU per request (target ≤ ${target}×) ${ratio <= target ? "PASS" : "MISS"}`;
}

async function run(kind: string, database: { DATA_DIR: string } | { DATABASE_URL: string }): Promise<void> {
  console.log(`\n${kind} — ${machineLoad()}`);
  // Restart to healthy and the reader's cold request (the first after a start), ROUNDS times.
  const restarts: number[] = [];
  const colds: number[] = [];
  let server: ChildProcess | undefined;
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    server = startServer(database);
    await until200(`${base}/healthz`, { child: server });
    restarts.push(performance.now() - started);
    const cold = performance.now();
    const response = await fetch(`${base}${READER}`, { headers: BR });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${READER}: ${response.status} (are LSG, KJV and CUV installed?)`);
    colds.push(performance.now() - cold);
    if (i < ROUNDS - 1) await stopProcess(server);
  }
  if (!server) throw new Error("no server");
  // The reader's bytes once the server kept its best brotli (redone off the event loop after the first request).
  await new Promise((done) => setTimeout(done, 2000));
  const readerBytes = await bytesOf(READER, BR);
  const shortBytes = await bytesOf(SHORT, {});
  const plainBytes = (await (await fetch(`${base}${READER}`)).arrayBuffer()).byteLength;
  const anchors = await startAnchors(readerBytes, shortBytes);
  try {
    const staticOrigin = `http://127.0.0.1:${STATIC_PORT}`;
    const nodeReader = await measure(staticOrigin, "/reader", anchors.node.pid);
    const nodeShort = await measure(staticOrigin, "/short", anchors.node.pid);
    const fastify = await measure(`http://127.0.0.1:${FASTIFY_PORT}`, "/", anchors.fastify.pid);
    const reader = await measure(base, READER, server.pid, BR);
    const etag = (await fetch(`${base}${READER}`, { headers: BR })).headers.get("etag") ?? "";
    const revalidate = await measure(base, READER, server.pid, { ...BR, "if-none-match": etag }, 304);
    const short = await measure(base, SHORT, server.pid);
    const rss = memoryOf(server.pid).rss / 2 ** 20;

    console.log(
      `Psalm 119 in LSG + KJV + CUV: ${plainBytes} bytes of JSON, ${readerBytes.length} with brotli; the short ` +
        `answer ${shortBytes.length} bytes; ${CONNECTIONS} connections over ${ADDRESSES} client addresses, ` +
        `${ROUNDS} rounds of ${DURATION} s; min / median / max`,
    );
    console.table([
      row("anchor: reader's bytes, bare Node http", nodeReader),
      row("anchor: short answer's bytes, bare Node http", nodeShort),
      row("anchor: bare Fastify route {ok:true}", fastify),
      row("reader's request, warm (cached, public)", reader),
      row("reader's request, 304 (If-None-Match)", revalidate),
      row("short answer (GET /api/bible-versions/french)", short),
    ]);
    console.log(verdict("cached public answer (the reader's request)", reader, nodeReader, 2));
    console.log(verdict("short answer", short, nodeShort, 3));
    console.log(
      `beside the bare Fastify route: the reader's request ${(median(reader.cpu) / median(fastify.cpu)).toFixed(2)}×, ` +
        `the short answer ${(median(short.cpu) / median(fastify.cpu)).toFixed(2)}× its CPU per request`,
    );
    console.log(`reader's request cold (first after a start), ms: ${spread(colds, 1)}`);
    console.log(`restart to healthy, ms: ${spread(restarts)}`);
    console.log(`server RSS after the runs: ${rss.toFixed(0)} MB`);
    console.log(`${kind}: ${machineLoad()}`);
  } finally {
    anchors.node.kill("SIGTERM");
    anchors.fastify.kill("SIGTERM");
    await stopProcess(server);
  }
}

/** A PostgreSQL database with the Bibles: an empty one gets the default set first (the server's first start). */
async function installedPostgres(url: string): Promise<void> {
  const server = startServer({ DATABASE_URL: url }, true);
  try {
    const started = performance.now();
    await until200(`${base}/readyz`, { child: server, timeoutMs: 1_800_000, intervalMs: 1000 });
    const seconds = (performance.now() - started) / 1000;
    if (seconds > 5) console.log(`PostgreSQL: the Bibles installed first (${seconds.toFixed(0)} s)`);
  } finally {
    await stopProcess(server);
  }
}

console.log(`reader-request: ${machineLoad()}; the server runs with ${productionSettings()}`);
if (only !== "postgres") await run("PGlite", { DATA_DIR: installedDataDir() });
if (postgresUrl && only !== "pglite") {
  await installedPostgres(postgresUrl);
  await run("PostgreSQL", { DATABASE_URL: postgresUrl });
} else if (!postgresUrl) {
  console.log("\nPostgreSQL: set READER_DATABASE_URL=postgres://… to measure it too");
}
