import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { installVersions } from "@bible/bible-import";
import { bibleSourceDir } from "@bible/bible-import/testing";
import { type DbHandle, executeRows, installIntents, sql, VERSE_SEARCH_INDEX } from "@bible/db";
import { createTestDb } from "@bible/db/testing";
import { installedVersions } from "@bible/versions";
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { loadEnv } from "../src/env";
import { createReadiness, installDefaultBibles } from "../src/setup";

// Three versions stand for the 16 of the default set (the install of each is the same).
const SET = ["KJV", "WEB", "ASV"];

const opened: { database: DbHandle; dataDir: string }[] = [];
afterEach(async () => {
  for (const { database, dataDir } of opened.splice(0)) {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

async function open() {
  const database = await createTestDb();
  const dataDir = mkdtempSync(join(tmpdir(), "bible-resume-"));
  opened.push({ database, dataDir });
  return { database, dataDir };
}

/** A later start of the server, as main.ts runs it with BIBLE_AUTO_INSTALL=true: what it logs and says on /readyz. */
async function start(database: DbHandle, dataDir: string) {
  const lines: string[] = [];
  const log = Fastify({ logger: { level: "info", stream: { write: (line: string) => lines.push(line) } } }).log;
  const env = loadEnv({ NODE_ENV: "test", DATA_DIR: dataDir, BIBLE_SOURCE_DIR: bibleSourceDir() });
  const readiness = createReadiness();
  await installDefaultBibles({ env, database, log, readiness, defaultSet: SET });
  const messages = lines.map((line) => String(JSON.parse(line).msg));
  return { messages, readiness };
}

const codes = async (database: DbHandle) => (await installedVersions(database.db)).map((version) => version.code);

/** Whether the full-text index of verse_search is there (a first install drops it for its bulk load). */
const searchIndexed = async (database: DbHandle) =>
  (await executeRows(database.db, sql`select 1 from pg_indexes where indexname = ${VERSE_SEARCH_INDEX}`)).length === 1;

describe.runIf(existsSync(bibleSourceDir()))("the default Bible set", () => {
  it("is installed on an empty database, and nothing is left to resume", async () => {
    const { database, dataDir } = await open();
    const { readiness } = await start(database, dataDir);
    expect(await codes(database)).toEqual(["ASV", "KJV", "WEB"]);
    expect(readiness.bibles).toMatchObject({ done: 3, total: 3 });
    expect(await database.db.select().from(installIntents)).toEqual([]);
    // Built once after the bulk load of the three versions.
    expect(await searchIndexed(database)).toBe(true);
  }, 180_000);

  it("whose first install was stopped at 1/3 is finished by the next start, counted over the whole set", async () => {
    const { database, dataDir } = await open();
    // The first start wrote its intent, installed KJV, and was killed.
    await database.db.insert(installIntents).values({ key: "default-bibles", versions: SET });
    await installVersions(database.db, ["KJV"], { sourceDir: bibleSourceDir() });
    expect(await codes(database)).toEqual(["KJV"]);
    // Killed during its bulk load, before the full-text index was built again.
    await database.db.execute(sql`drop index ${sql.identifier(VERSE_SEARCH_INDEX)}`);

    const { messages, readiness } = await start(database, dataDir);
    expect(await codes(database)).toEqual(["ASV", "KJV", "WEB"]);
    expect(readiness.bibles).toMatchObject({ done: 3, total: 3 });
    expect(messages).toContain("the first install of the Bible texts was interrupted: resuming it");
    expect(messages).toContain("installing the Bible texts… 1/3 (the app is already served)");
    expect(messages).toContain("installing the Bible texts… 2/3");
    expect(messages).toContain("installing the Bible texts… 3/3");
    expect(await database.db.select().from(installIntents)).toEqual([]);
    expect(await searchIndexed(database)).toBe(true);

    // And a start after that installs nothing.
    const again = await start(database, dataDir);
    expect(again.messages.filter((message) => message.startsWith("installing the Bible texts"))).toEqual([]);
  }, 180_000);

  it("is not forced on a database where a few versions were chosen", async () => {
    const { database, dataDir } = await open();
    await installVersions(database.db, ["WEB"], { sourceDir: bibleSourceDir() });

    const { messages, readiness } = await start(database, dataDir);
    expect(await codes(database)).toEqual(["WEB"]);
    expect(messages.filter((message) => message.startsWith("installing the Bible texts"))).toEqual([]);
    expect(readiness.bibles.done).toBe(readiness.bibles.total);
  }, 180_000);
});
