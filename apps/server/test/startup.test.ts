import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { connect, createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { bibleSourceDir } from "@bible/bible-import/testing";
import { createDb } from "@bible/db";
import { createTestDb, testDatabaseUrl } from "@bible/db/testing";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp } from "../src/app";
import { loadEnv, REPO_ROOT } from "../src/env";

const MAIN = resolve(REPO_ROOT, "apps/server/src/main.ts");

type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** `pnpm start` as an operator runs it: the real entry point in its own process, with this environment only. */
function startServer(env: Record<string, string>): Run {
  // tsx as a loader in this very process (its CLI would run the server in a grandchild a kill does not reach).
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    cwd: resolve(REPO_ROOT, "apps/server"),
    env: { NODE_ENV: "production", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
  return { child, output: () => output, exited };
}

const running: Run[] = [];
afterEach(async () => {
  for (const run of running.splice(0)) {
    if (run.child.exitCode === null) {
      run.child.kill("SIGKILL");
      await run.exited;
    }
  }
});

async function exitOf(run: Run, ms: number): Promise<number | null | "still running"> {
  return Promise.race([
    run.exited,
    new Promise<"still running">((done) => setTimeout(() => done("still running"), ms)),
  ]);
}

describe("a wrong DATABASE_URL", () => {
  it("stops the start with one line naming the cause and the variable, no stack trace", async () => {
    const run = startServer({ DATABASE_URL: "postgres://postgres@127.0.0.1:9/bible", PORT: "0" });
    running.push(run);
    expect(await exitOf(run, 30_000)).toBe(1);
    const lines = run.output().trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot (reach|use) the database at postgres:\/\/postgres@127\.0\.0\.1:9\/bible: /);
    expect(lines[0]).toContain("connection refused");
    expect(lines[0]).toContain("DATABASE_URL");
  }, 40_000);

  it("that is not a postgres:// address is one line too", async () => {
    const run = startServer({ DATABASE_URL: "mysql://root@localhost/bible", PORT: "0" });
    running.push(run);
    expect(await exitOf(run, 30_000)).toBe(1);
    expect(run.output().trim().split("\n")).toEqual([expect.stringMatching(/^Invalid configuration: DATABASE_URL: /)]);
  }, 40_000);

  const serverUrl = testDatabaseUrl();
  it.runIf(serverUrl)(
    "naming a database that does not exist says so",
    async () => {
      const url = new URL(serverUrl ?? "");
      url.pathname = "/no_such_database_here";
      const run = startServer({ DATABASE_URL: url.toString(), PORT: "0" });
      running.push(run);
      expect(await exitOf(run, 30_000)).toBe(1);
      const lines = run.output().trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain("the database does not exist");
      expect(lines[0]).toContain("DATABASE_URL");
    },
    40_000,
  );
});

/** A TCP relay to the PostgreSQL server that can be cut and restored, as a network fault or a database restart. */
async function relay(target: URL): Promise<{ port: number; cut: () => Promise<void>; restore: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((done) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const end = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on("error", end).on("close", end);
        upstream.on("error", end).on("close", end);
      });
      server.listen(port, "127.0.0.1", () => {
        const address = server?.address();
        if (address && typeof address === "object") port = address.port;
        done();
      });
    });
  await open();
  return {
    port,
    cut: () =>
      new Promise<void>((done) => {
        server?.close(() => done());
        for (const socket of sockets) socket.destroy();
        sockets.clear();
      }),
    restore: open,
  };
}

describe.runIf(testDatabaseUrl())("a database that cannot be reached while serving", () => {
  it("answers 503 DATABASE_UNAVAILABLE on both doors, /readyz names the database, /healthz stays alive, and recovers", async () => {
    const test = await createTestDb();
    const target = new URL(test.location);
    const cable = await relay(target);
    const url = new URL(target);
    url.host = `127.0.0.1:${cable.port}`;
    const database = createDb({ url: url.toString(), maxConnections: 2 });
    const app = await buildApp({ env: loadEnv({ NODE_ENV: "test", RATE_LIMIT_PER_MINUTE: "0" }), database });
    try {
      const versions = { method: "GET" as const, url: "/api/community-questions" };
      expect((await app.inject(versions)).statusCode).toBe(200);
      expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);

      await cable.cut();
      const rest = await app.inject(versions);
      expect(rest.statusCode).toBe(503);
      expect(rest.json()).toMatchObject({
        code: "DATABASE_UNAVAILABLE",
        message: expect.stringContaining("base de données"),
      });
      const trpc = await app.inject({
        method: "GET",
        url: `/trpc/community.list?input=${encodeURIComponent("{}")}`,
      });
      expect(trpc.statusCode).toBe(503);
      expect(trpc.json().error.data.error).toMatchObject({ code: "DATABASE_UNAVAILABLE" });
      const signedIn = await app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: "session=abc" } });
      expect(signedIn.statusCode).toBe(503);
      // Liveness stays up: restarting the instance would not bring the database back. Readiness says why not.
      const health = await app.inject({ method: "GET", url: "/healthz" });
      expect(health.statusCode).toBe(200);
      const readiness = await app.inject({ method: "GET", url: "/readyz" });
      expect(readiness.statusCode).toBe(503);
      expect(readiness.json()).toMatchObject({ ready: false, code: "DATABASE_UNAVAILABLE", down: ["database"] });

      await cable.restore();
      expect((await app.inject(versions)).statusCode).toBe(200);
      expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
    } finally {
      await app.close();
      await cable.cut();
      await database.close();
      await test.close();
    }
  }, 60_000);
});

describe.runIf(existsSync(bibleSourceDir()))("the first start", () => {
  it("listens at once, /readyz says 'installing n/16', the terminal shows the progress", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "bible-first-start-"));
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const run = startServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      BIBLE_SOURCE_DIR: bibleSourceDir(),
      LEXICON_AUTO_INSTALL: "false",
    });
    running.push(run);
    try {
      // The embedded database's first opening and migrations take a few seconds; the install takes minutes.
      let ready: Response | undefined;
      for (let waited = 0; waited < 40_000 && !ready; waited += 250) {
        ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
        if (!ready) await new Promise((done) => setTimeout(done, 250));
      }
      expect(ready?.status).toBe(503);
      expect(await ready?.json()).toMatchObject({ ready: false, phase: "installing", bibles: { total: 16 } });
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      const versions = await fetch(`http://127.0.0.1:${port}/api/bible-versions?language=fr`);
      expect(versions.status).toBe(200);
      for (let waited = 0; waited < 20_000 && !run.output().includes("installing the Bible texts… 0/16"); waited += 250)
        await new Promise((done) => setTimeout(done, 250));
      expect(run.output()).toContain("installing the Bible texts… 0/16");
    } finally {
      run.child.kill("SIGKILL");
      await run.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe("a first start whose Bible files cannot be read", () => {
  it("is never ready: /readyz says 'failed' with the cause and the versions not installed, /healthz stays alive", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "bible-failed-start-"));
    const emptySource = mkdtempSync(join(tmpdir(), "no-bibles-"));
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const run = startServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      BIBLE_SOURCE_DIR: emptySource,
      LEXICON_AUTO_INSTALL: "false",
    });
    running.push(run);
    try {
      const readyBody = z
        .object({
          phase: z.string(),
          cause: z.string(),
          bibles: z.object({
            done: z.number(),
            total: z.number(),
            failed: z.array(z.string()),
            reasons: z.record(z.string(), z.string()),
          }),
        })
        .partial();
      let body: z.infer<typeof readyBody> = {};
      let status = 0;
      for (let waited = 0; waited < 60_000 && body.phase !== "failed"; waited += 250) {
        const response = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
        if (response) {
          status = response.status;
          body = readyBody.parse(await response.json());
        }
        await new Promise((done) => setTimeout(done, 250));
      }
      expect(status).toBe(503);
      expect(body).toMatchObject({ phase: "failed", bibles: { done: 0, total: 16 } });
      expect(body.bibles?.failed).toHaveLength(16);
      // What to fix: where the files were looked for, and why each version could not be read.
      expect(body.cause).toContain(`no Bible version could be installed from ${emptySource}`);
      expect(body.cause).toContain("BIBLE_SOURCE_DIR");
      expect(Object.keys(body.bibles?.reasons ?? {})).toHaveLength(16);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      expect(run.output()).toContain("no Bible version could be installed");
    } finally {
      run.child.kill("SIGKILL");
      await run.exited;
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(emptySource, { recursive: true, force: true });
    }
  }, 90_000);
});
