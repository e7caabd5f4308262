import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bibleSourceDir } from "@bible/bible-import/testing";
import { createDb, type DbHandle } from "@bible/db";
import { createTestDb, testDatabaseUrl } from "@bible/db/testing";
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { loadEnv } from "../src/env";
import { createReadiness, installData, prepareSchema } from "../src/setup";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The server's database as a first start opens it: PGlite in DATA_DIR, or the PostgreSQL of TEST_DATABASE_URL. */
async function openDatabase(dataDir: string): Promise<DbHandle> {
  if (testDatabaseUrl()) return createTestDb();
  const database = createDb({ dataDir: join(dataDir, "pglite") });
  await database.migrate();
  return database;
}

describe.runIf(existsSync(bibleSourceDir()))("the end of a first start", () => {
  it("releases the install's memory while readers are served, and every chapter is still there", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "bible-release-"));
    const lines: string[] = [];
    const log = Fastify({ logger: { level: "info", stream: { write: (line: string) => lines.push(line) } } }).log;
    const messages = () => lines.map((line) => String(JSON.parse(line).msg));
    cleanups.push(async () => {
      // The word indexes are built into DATA_DIR in the background: they finish before the folder goes.
      for (let waited = 0; waited < 120_000 && !messages().some((m) => m.startsWith("lexicon word indexes")); ) {
        await sleep(250);
        waited += 250;
      }
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
    });
    const database = await openDatabase(dataDir);
    cleanups.push(() => database.close());
    const env = loadEnv({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      BIBLE_SOURCE_DIR: bibleSourceDir(),
      LEXICON_AUTO_INSTALL: "false",
      RATE_LIMIT_PER_MINUTE: "0",
    });
    await prepareSchema({ database, log });
    const readiness = createReadiness();
    const app = await buildApp({ env, database, readiness });
    cleanups.push(() => app.close());

    // Readers turning pages during the whole first start (a version stands for the 16 of the default set): a page
    // asked every few milliseconds, each answer noted with whether it was asked during the release.
    let installing = true;
    const install = installData({ env, database, log, readiness, defaultSet: ["KJV"] }).finally(() => {
      installing = false;
    });
    const answers: Promise<{ status: number; duringRelease: boolean }>[] = [];
    for (let page = 0; installing; page++) {
      const book = 1 + (page % 66);
      const chapter = 1 + (Math.floor(page / 66) % 3);
      const duringRelease =
        messages().includes("alignment done") && !messages().includes("install finished: its memory released");
      answers.push(
        app
          .inject({ method: "GET", url: `/api/bible/${book}/${chapter}/english/KJV` })
          .then((response) => ({ status: response.statusCode, duringRelease })),
      );
      await sleep(5);
    }
    await install;
    const answered = await Promise.all(answers);

    expect(messages()).toContain("install finished: its memory released");
    // Before the version is in, a chapter is "not found"; never an error, during the release neither.
    expect(answered.filter(({ status }) => status !== 200 && status !== 404)).toEqual([]);
    // PGlite is reopened meanwhile (on PostgreSQL the release is one garbage collection: no page asked during it).
    if (database.kind === "pglite")
      expect(answered.filter(({ duringRelease }) => duringRelease).length).toBeGreaterThan(0);
    const genesis = await app.inject({ method: "GET", url: "/api/bible/1/1/english/KJV" });
    expect(genesis.statusCode).toBe(200);
    expect(genesis.json().verses).toHaveLength(31);
    const revelation = await app.inject({ method: "GET", url: "/api/bible/66/22/english/KJV" });
    expect(revelation.json().verses).toHaveLength(21);

    // A later start writes nothing: nothing to release.
    const before = lines.length;
    await installData({ env, database, log, readiness, defaultSet: ["KJV"] });
    expect(messages().slice(before)).not.toContain("install finished: its memory released");
  }, 300_000);
});
