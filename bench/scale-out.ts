// The scale-out test: three app processes (the production build, apps/server/dist/main.js, as `pnpm start` runs it) on 127.0.0.1 behind a small
// round-robin proxy, on one PostgreSQL database created for the run. It checks what must hold whichever instance
// answers (the site-wide and sign-in limits, a session, a re-install seen by all within a second), then runs a
// bounded load (2 × 20 s) through the proxy on 1 and on 3 instances and prints the throughput. Exit code 1 when a
// check fails. `pnpm --filter @bible/bench scale-out` (BENCH_POSTGRES_URL, default the local server).
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { Agent, createServer, type IncomingMessage, request, type Server, type ServerResponse } from "node:http";
import { resolve } from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";

const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const INSTANCES = 3;
const LOAD_SECONDS = Number(process.env.SCALE_LOAD_SECONDS ?? 20);
const REPO_ROOT = resolve(import.meta.dirname, "..");
const SERVER_DIR = resolve(REPO_ROOT, "apps/server");
// What production runs: the compiled server (a bundling mistake shows here, not in the TypeScript sources).
if (!existsSync(resolve(SERVER_DIR, "dist/main.js"))) {
  console.error("scale-out: build the server first: pnpm --filter @bible/server build");
  process.exit(1);
}

const failures: string[] = [];
// Client addresses of this run (a Redis store keeps its counts between runs): 203.0.113.x, 198.51.100.x, 192.0.2.x.
const octet = 1 + Math.floor(Math.random() * 200);
function check(ok: boolean, what: string): void {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
}

// --- the database ------------------------------------------------------------------------------------------
const name = `scale_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {}, connect_timeout: 5 });
try {
  await admin.unsafe(`CREATE DATABASE ${name}`);
} catch (error) {
  console.log(
    `scale-out: skipped, no PostgreSQL server at ${SERVER_URL} (${error instanceof Error ? error.message : String(error)})`,
  );
  await admin.end();
  process.exit(0);
}
const url = new URL(SERVER_URL);
url.pathname = `/${name}`;
const DATABASE_URL = url.toString();

// --- the instances -----------------------------------------------------------------------------------------
type Instance = { port: number; child: ChildProcess; url: string };

function startInstance(port: number): Instance {
  const child = spawn(process.execPath, ["--max-semi-space-size=16", "dist/main.js"], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL,
      DATABASE_POOL_SIZE: "8",
      BIBLE_AUTO_INSTALL: "false",
      LEXICON_AUTO_INSTALL: "false",
      DATA_DIR: resolve(REPO_ROOT, ".data/scale-out"),
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return { port, child, url: `http://127.0.0.1:${port}` };
}

async function waitReady(instance: Instance, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null)
      throw new Error(`instance ${instance.port} exited (${instance.child.exitCode})`);
    const ready = await fetch(`${instance.url}/readyz`).catch(() => undefined);
    if (ready?.ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`instance ${instance.port} not ready within ${timeoutMs} ms`);
}

// --- the round-robin proxy ---------------------------------------------------------------------------------
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

function startProxy(backends: Instance[]): Promise<{ server: Server; url: string }> {
  let next = 0;
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const backend = backends[next++ % backends.length];
    if (!backend) return outgoing.writeHead(502).end();
    const forwarded = [incoming.headers["x-forwarded-for"], incoming.socket.remoteAddress].filter(Boolean).join(", ");
    const upstream = request(
      {
        host: "127.0.0.1",
        port: backend.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, "x-forwarded-for": forwarded, "x-instance-hint": String(backend.port) },
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-instance": String(backend.port) });
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  return new Promise((done) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      done({ server, url: `http://127.0.0.1:${port}` });
    }),
  );
}

const instances: Instance[] = [];
const proxies: Server[] = [];
let exitCode = 0;
try {
  const basePort = 21_000 + Math.floor(Math.random() * 20_000);
  console.log(`database ${name}; ${INSTANCES} instances started together (migrations under an advisory lock)`);
  for (let i = 0; i < INSTANCES; i++) instances.push(startInstance(basePort + i));
  await Promise.all(instances.map((instance) => waitReady(instance)));

  // A version with Genesis 1, written as an import does (the verses, then installedAt).
  const db = postgres(DATABASE_URL, { max: 2, onnotice: () => {} });
  const genesis1 = (edition: string) =>
    Array.from({ length: 31 }, (_, i) => ({
      version_code: "KJV",
      book: 1,
      chapter: 1,
      verse: i + 1,
      text: `${edition} verse ${i + 1}`,
    }));
  await db.begin(async (tx) => {
    await tx`delete from verses where version_code = 'KJV'`;
    await tx`insert into ${tx("verses")} ${tx(genesis1("first"))}`;
    await tx`update bible_versions set installed_at = now(), verse_count = 31 where code = 'KJV'`;
  });

  const { server: proxy3, url: proxyUrl } = await startProxy(instances);
  proxies.push(proxy3);

  // 1. The site-wide limit (1,200 a minute per address) holds across instances.
  {
    const address = `203.0.113.${octet}`;
    const statuses: number[] = [];
    const hit = async () => {
      const answer = await fetch(`${proxyUrl}/api/books`, { headers: { "x-forwarded-for": address } });
      await answer.arrayBuffer();
      return answer.status;
    };
    for (let batch = 0; batch < 1200 / 40; batch++)
      statuses.push(...(await Promise.all(Array.from({ length: 40 }, hit))));
    const over = [await hit(), await hit(), await hit()];
    check(
      statuses.every((s) => s === 200),
      `site-wide limit: 1,200 requests through 3 instances all answered (${statuses.filter((s) => s === 200).length}/1200)`,
    );
    check(
      over.every((s) => s === 429),
      `site-wide limit: the 1,201st-1,203rd are refused on every instance (${over})`,
    );
    const other = await fetch(`${proxyUrl}/api/books`, { headers: { "x-forwarded-for": `203.0.113.${octet + 1}` } });
    check(other.status === 200, "site-wide limit: another address still served");
  }

  // 2. The sign-in limits hold across instances (20 per address, 5 per address and e-mail, per 15 minutes).
  {
    const login = async (email: string, address: string) => {
      const answer = await fetch(`${proxyUrl}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify({ email, password: "wrong password here" }),
      });
      return answer.status;
    };
    // One address guessing one e-mail is refused after 5 (the e-mail itself is only slowed down, so nobody can
    // lock its owner out): the count is shared by the instances the proxy spreads the attempts over.
    const perPair: number[] = [];
    for (let i = 0; i < 6; i++) perPair.push(await login(`victim-${name}@example.org`, `198.51.100.${octet}`));
    check(
      perPair.slice(0, 5).every((s) => s === 401) && perPair[5] === 429,
      `sign-in limit per address and e-mail across instances: ${perPair.join(" ")}`,
    );
    const owner = await login(`victim-${name}@example.org`, `198.51.100.${(octet % 200) + 1}`);
    check(owner === 401, `the same e-mail from another address is still heard (no lock-out): ${owner}`);
    const perAddress: number[] = [];
    for (let i = 0; i < 21; i++) perAddress.push(await login(`someone${i}-${name}@example.org`, `192.0.2.${octet}`));
    check(
      perAddress.slice(0, 20).every((s) => s === 401) && perAddress[20] === 429,
      `sign-in limit per address across instances: 20 × 401 then ${perAddress[20]}`,
    );
  }

  // 3. A session made on one instance works on the others.
  {
    const [first, ...others] = instances;
    if (!first) throw new Error("no instance");
    const email = `reader-${Date.now()}@example.org`;
    const signup = await fetch(`${first.url}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `192.0.2.${octet + 1}` },
      body: JSON.stringify({ email, password: "correct horse battery", firstName: "Marie" }),
    });
    const cookie = /session=([^;]+)/.exec(signup.headers.get("set-cookie") ?? "")?.[0] ?? "";
    check(signup.status === 201 && cookie !== "", `sign-up on instance ${first.port}: ${signup.status}`);
    for (const instance of others) {
      const me = await fetch(`${instance.url}/api/auth/user`, { headers: { cookie } });
      const body = (await me.json()) as { email?: string };
      check(me.status === 200 && body.email === email, `the session works on instance ${instance.port}: ${me.status}`);
    }
  }

  // 4. A re-install is seen by every instance within a second (LISTEN/NOTIFY empties their caches).
  {
    const chapter = "/api/bible/1/1/english/KJV";
    const firstVerse = async (instance: Instance) => {
      const answer = await fetch(`${instance.url}${chapter}`);
      const body = (await answer.json()) as { verses?: { text: string }[] };
      return body.verses?.[0]?.text ?? `status ${answer.status}`;
    };
    const before = await Promise.all(instances.map(firstVerse));
    // Twice, so the chapter, version-row and answer caches are all warm.
    await Promise.all(instances.map(firstVerse));
    check(
      before.every((t) => t.startsWith("first")),
      `every instance serves the installed text (${before.join(" | ")})`,
    );
    const started = performance.now();
    await db.begin(async (tx) => {
      await tx`delete from verses where version_code = 'KJV'`;
      await tx`insert into ${tx("verses")} ${tx(genesis1("second"))}`;
      await tx`update bible_versions set installed_at = now() where code = 'KJV'`;
    });
    const seenAfter = await Promise.all(
      instances.map(async (instance) => {
        while (performance.now() - started < 5000) {
          if ((await firstVerse(instance)).startsWith("second")) return performance.now() - started;
          await new Promise((r) => setTimeout(r, 20));
        }
        return Number.POSITIVE_INFINITY;
      }),
    );
    const worst = Math.max(...seenAfter);
    check(
      worst < 1000,
      `re-install seen by all ${INSTANCES} instances within a second: ${seenAfter.map((ms) => `${ms.toFixed(0)} ms`).join(", ")}`,
    );
  }
  await db.end();

  // 5. Bounded load through the proxy, on 1 then 3 instances: a mix of chapter reads, books and catalog, each
  // request from one of 2,000 addresses (the site-wide limit is counted in the shared store for every request).
  const paths = ["/api/bible/1/1/english/KJV", "/api/books", "/api/bible-versions?language=en"];
  async function load(target: string, label: string): Promise<number> {
    let n = 0;
    const result = await autocannon({
      url: target,
      connections: 32,
      duration: LOAD_SECONDS,
      requests: [
        {
          setupRequest: (req) => {
            n += 1;
            return {
              ...req,
              path: paths[n % paths.length] ?? "/api/books",
              headers: { ...req.headers, "x-forwarded-for": `10.${octet}.${(n >> 8) & 7}.${n & 255}` },
            };
          },
        },
      ],
    });
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(
      `${label}: ${result.requests.average.toFixed(0)} req/s (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms), ` +
        `${result.requests.total} requests, ${errors} errors`,
    );
    check(errors === 0, `${label}: 0 errors under load`);
    return result.requests.average;
  }
  const [only] = instances;
  if (!only) throw new Error("no instance");
  const { server: proxy1, url: proxy1Url } = await startProxy([only]);
  proxies.push(proxy1);
  const one = await load(proxy1Url, "1 instance ");
  const three = await load(proxyUrl, "3 instances");
  console.log(
    `throughput: 1 instance ${one.toFixed(0)} req/s, 3 instances ${three.toFixed(0)} req/s (×${(three / one).toFixed(2)})`,
  );
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  for (const proxy of proxies) proxy.close();
  agent.destroy();
  await Promise.all(
    instances.map(
      (instance) =>
        new Promise<void>((done) => {
          if (instance.child.exitCode !== null) return done();
          instance.child.once("exit", () => done());
          instance.child.kill("SIGTERM");
          setTimeout(() => instance.child.kill("SIGKILL"), 5000).unref();
        }),
    ),
  );
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

if (failures.length > 0) console.log(`\n${failures.length} check(s) failed`);
process.exit(exitCode || (failures.length > 0 ? 1 : 0));
