import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { installVersions } from "@bible/bible-import";
import { createDb, type DbHandle } from "@bible/db";
import { startFakeModel } from "./fake-model";

export const REPO_ROOT = resolve(import.meta.dirname, "../../../..");
const SERVER_DIR = join(REPO_ROOT, "apps/server");
const WEB_DIST = join(REPO_ROOT, "apps/web/dist");

export function bibleSourceDir(): string {
  return process.env.BIBLE_SOURCE_DIR ?? resolve(REPO_ROOT, "../shared/data/bibles");
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${url}/healthz within ${timeoutMs} ms`);
}

export type RunningServer = { url: string; stop: () => Promise<void> };

/** The word study's phase as /readyz tells it (`words`: "aligning" with the versions being aligned, then "ready"). */
export type WordStudy = { phase?: string; aligning?: string[] };

export async function readWordStudy(server: RunningServer): Promise<WordStudy> {
  const body: unknown = await (await fetch(`${server.url}/readyz`)).json().catch(() => null);
  const words = typeof body === "object" && body !== null && "words" in body ? body.words : null;
  if (typeof words !== "object" || words === null) return {};
  return {
    ...("phase" in words && typeof words.phase === "string" ? { phase: words.phase } : {}),
    ...("aligning" in words && Array.isArray(words.aligning)
      ? { aligning: words.aligning.filter((code): code is string => typeof code === "string") }
      : {}),
  };
}

/**
 * Waits until /readyz says the word study is ready (every installed version aligned): until then the page shows the
 * 'Alignement des textes…' notice above the reader, which a loaded machine can keep up for a minute or more.
 */
export async function waitForWordStudy(server: RunningServer, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: WordStudy = {};
  while (Date.now() < deadline) {
    last = await readWordStudy(server);
    if (last.phase === "ready") return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the word study was not ready within ${timeoutMs} ms (last /readyz words: ${JSON.stringify(last)})`);
}

export type ServerOptions = {
  /** Versions installed before the start (default Louis Segond and the KJV). */
  versions?: readonly string[];
  /** More data written before the server starts (the embedded database has a single owner). */
  seed?: (database: DbHandle, bibleDir: string) => Promise<void>;
  /** Settings added to or replacing the defaults below, e.g. a suite's own OpenAI-compatible endpoint. */
  env?: Record<string, string>;
};

/**
 * The real server (apps/server/src/main.ts) over the built SPA, on a free port with a fresh PGlite
 * directory, its AI calls answered by a fake OpenAI-compatible model on 127.0.0.1.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "bible-e2e-"));
  // Louis Segond and the KJV, with the product's own installer: the server's first start would install the
  // whole default set (minutes); with versions present it only seeds the catalog and the reading plans.
  const database = createDb({ dataDir: join(dataDir, "pglite") });
  await database.migrate();
  const outcomes = await installVersions(database.db, options.versions ?? ["LSG", "KJV"], {
    sourceDir: bibleSourceDir(),
    cacheDir: join(dataDir, "bibles"),
  });
  await options.seed?.(database, bibleSourceDir());
  await database.close();
  for (const outcome of outcomes) {
    if ("error" in outcome) throw new Error(`${outcome.code} install failed: ${outcome.error.message}`);
  }

  const model = await startFakeModel();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(join(SERVER_DIR, "node_modules/.bin/tsx"), ["src/main.ts"], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      BIBLE_SOURCE_DIR: bibleSourceDir(),
      BIBLE_AUTO_INSTALL: "true",
      // A suite seeds the lexicon data it needs (see word-origin.e2e.ts): a whole install would take minutes.
      LEXICON_AUTO_INSTALL: "false",
      WEB_DIST_DIR: WEB_DIST,
      AI_PROVIDER: "openai",
      OPENAI_BASE_URL: model.url,
      OPENAI_MODEL: "fake-model",
      OPENAI_API_KEY: "e2e",
      ...options.env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  // A loaded machine (CI, helpers sharing cores) may take more than a minute to compile and start the server.
  await waitForHealth(url, child, 180_000);

  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      await model.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
