// Throughput of the REST door on loopback with 50 connections (autocannon): a chapter (Psalm 119,
// 176 verses), the French version list, and a trivial JSON route on the same server in the same run.
// Targets: the chapter at least 50% of the trivial route's requests/s, its p99 under 25 ms.
// Run: pnpm --filter @bible/bench exec tsx api-throughput.ts   (DURATION=seconds to change the 10 s runs)
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import autocannon, { type Result } from "autocannon";

const CONNECTIONS = 50;
const DURATION = Number(process.env.DURATION ?? 10);

const server = spawn(process.execPath, ["--import", "tsx", "api-server.ts"], {
  cwd: import.meta.dirname,
  stdio: ["ignore", "pipe", "inherit"],
});
// The server's log shares stdout; its ready line is the JSON with `ready`.
const ready = await new Promise<{ url: string; verses: number }>((resolvePromise, reject) => {
  server.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  createInterface({ input: server.stdout }).on("line", (line) => {
    if (line.startsWith('{"ready"')) resolvePromise(JSON.parse(line));
  });
});

function run(path: string, duration = DURATION): Promise<Result> {
  return autocannon({ url: `${ready.url}${path}`, connections: CONNECTIONS, duration });
}

const trivialRoute = { name: "trivial JSON route", path: "/bench/trivial" };
const targets = [
  trivialRoute,
  { name: "GET /api/bible/Psalms/119/english/KJV", path: "/api/bible/Psalms/119/english/KJV" },
  { name: "GET /api/bible-versions/french", path: "/api/bible-versions/french" },
  { ...trivialRoute, name: "trivial JSON route (again)" },
];

try {
  for (const target of targets) await run(target.path, 2);
  const results: { name: string; result: Result }[] = [];
  for (const target of targets) results.push({ name: target.name, result: await run(target.path) });

  const rows = results.map(({ name, result }) => ({
    route: name,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "MB/s": (result.throughput.average / 1e6).toFixed(1),
    "non-2xx": result.non2xx + result.errors,
  }));
  console.log(`\nautocannon, ${CONNECTIONS} connections, ${DURATION} s per route, Psalm 119 = ${ready.verses} verses`);
  console.table(rows);

  // The trivial route is measured first and last so slow drift of the shared machine evens out.
  const trivialMean = ((rows[0]?.["req/s"] ?? 0) + (rows[3]?.["req/s"] ?? 0)) / 2;
  const chapter = rows[1];
  if (chapter) {
    const ratio = chapter["req/s"] / trivialMean;
    const ratioOk = ratio >= 0.5;
    const p99Ok = chapter["p99 ms"] < 25;
    console.log(`chapter / trivial: ${(ratio * 100).toFixed(0)}% (target >= 50%) ${ratioOk ? "PASS" : "FAIL"}`);
    console.log(`chapter p99: ${chapter["p99 ms"]} ms (target < 25 ms) ${p99Ok ? "PASS" : "FAIL"}`);
    if (chapter["non-2xx"] > 0) console.log(`chapter answered ${chapter["non-2xx"]} non-2xx responses: FAIL`);
  }
} finally {
  server.kill("SIGTERM");
}
