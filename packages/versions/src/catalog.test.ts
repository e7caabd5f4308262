import { bibleVersions, type DbHandle, eq } from "@bible/db";
import { createTestDb } from "@bible/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  catalogVersions,
  findVersion,
  forgetVersions,
  installedVersions,
  openingVersion,
  versionsOf,
  watchVersions,
} from "./catalog";

let database: DbHandle;

beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => {
  await database?.close();
});

const installedAt = new Date("2026-01-01T00:00:00Z");

beforeEach(async () => {
  await database.db.delete(bibleVersions);
  await database.db.insert(bibleVersions).values([
    { code: "ASV", language: "english", name: "American Standard Version", installedAt },
    { code: "KJV", language: "english", name: "King James Version", installedAt },
    { code: "NIV", language: "english", name: "New International Version", distributable: false },
    { code: "LSG", language: "fr", name: "Louis Segond 1910", installedAt },
  ]);
  forgetVersions(database.db);
});

/** Asks until `read` answers `expected` (a notification arrives after the statement that caused it). */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<T> {
  const deadline = Date.now() + 5_000;
  let last = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    last = await read();
  }
  return last;
}

const codes = (rows: readonly { code: string }[]) => rows.map((row) => row.code);
const opening = async (language: string) => (await openingVersion(database.db, language))?.code;

describe("the version catalog", () => {
  it("answers which versions are installed and which one opens a language", async () => {
    expect(codes(await catalogVersions(database.db))).toEqual(["ASV", "KJV", "LSG", "NIV"]);
    expect(codes(await installedVersions(database.db))).toEqual(["ASV", "KJV", "LSG"]);
    // NIV, the spec's default, is not installed: the public-domain KJV opens English, not ASV (first by name and code).
    expect(codes(await versionsOf(database.db, "english"))).toEqual(["KJV", "ASV"]);
    expect(await opening("en")).toBe("KJV");
    // A version may record its language by code.
    expect(await opening("french")).toBe("LSG");
    expect(await opening("german")).toBeUndefined();
    expect(await versionsOf(database.db, "klingon")).toEqual([]);
    expect((await findVersion(database.db, " kjv "))?.name).toBe("King James Version");
    expect((await findVersion(database.db, "NIV"))?.installedAt).toBeNull();
    expect(await findVersion(database.db, "XYZ")).toBeUndefined();
  });

  it("keeps what it read until it is told a version changed", async () => {
    expect(await opening("english")).toBe("KJV");
    await database.db.update(bibleVersions).set({ installedAt }).where(eq(bibleVersions.code, "NIV"));
    expect(await opening("english")).toBe("KJV");
    forgetVersions(database.db);
    expect(await opening("english")).toBe("NIV");
  });

  it("does not keep a read that was under way when it was told", async () => {
    const before = installedVersions(database.db);
    await database.db.delete(bibleVersions).where(eq(bibleVersions.code, "KJV"));
    forgetVersions(database.db);
    await before;
    expect(await opening("english")).toBe("ASV");
  });
});

describe("the version catalog of a database that several processes write", () => {
  let stop: (() => Promise<void>) | undefined;
  const heard: string[] = [];
  beforeAll(async () => {
    stop = await watchVersions(database, (code) => heard.push(code));
  });
  afterAll(async () => {
    await stop?.();
  });

  it("is emptied by the notification when a version is installed or removed, whoever does it", async () => {
    expect(await opening("english")).toBe("KJV");
    // Plain SQL, as another process would write it: only the trigger's notification tells this process.
    await database.db.update(bibleVersions).set({ installedAt }).where(eq(bibleVersions.code, "NIV"));
    expect(await eventually(() => opening("english"), "NIV")).toBe("NIV");
    await database.db.delete(bibleVersions).where(eq(bibleVersions.code, "NIV"));
    expect(await eventually(() => opening("english"), "KJV")).toBe("KJV");
    expect(codes(await catalogVersions(database.db))).toEqual(["ASV", "KJV", "LSG"]);
    expect(heard).toContain("NIV");
  });
});
