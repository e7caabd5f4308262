import { bibleVersions, type DbHandle, eq, verses } from "@bible/db";
import { createTestDb } from "@bible/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { versionPack } from "./pack";

// A pack carries every verse of its version as the reader shows it: in canon order, each chapter at its place,
// with the heading printed before a verse, the last verse a joined verse covers and its source reference.
let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  await handle.db.insert(bibleVersions).values([
    { code: "PACKA", language: "french", name: "Pack A", verseCount: 4, installedAt: new Date() },
    { code: "PACKB", language: "french", name: "Pack B", verseCount: 1, installedAt: new Date() },
  ]);
  // Written out of order: the pack orders them.
  await handle.db.insert(verses).values([
    { versionCode: "PACKA", book: 19, chapter: 23, verse: 1, text: "L'Éternel est mon berger", originalRef: "Ps 23:2" },
    { versionCode: "PACKA", book: 1, chapter: 2, verse: 1, text: "Ainsi furent achevés les cieux" },
    {
      versionCode: "PACKA",
      book: 1,
      chapter: 1,
      verse: 2,
      text: "La terre était informe et vide",
      verseEnd: 3,
      strongs: [{ w: "terre", s: ["H776"] }],
    },
    { versionCode: "PACKA", book: 1, chapter: 1, verse: 1, text: "Au commencement", heading: "La création" },
    { versionCode: "PACKB", book: 1, chapter: 1, verse: 1, text: "Another version" },
  ]);
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

describe("versionPack", () => {
  it("holds the version's verses in canon order, with heading, joined end and source reference", async () => {
    const [version] = await handle.db.select().from(bibleVersions).where(eq(bibleVersions.code, "PACKA"));
    if (!version) throw new Error("PACKA not seeded");
    const pack = await versionPack(handle.db, version, "french");
    expect(pack.originals).toEqual({});
    expect(pack.books.map((b) => b.book)).toEqual([1, 19]);
    expect(pack.books[0]?.chapters).toEqual([
      [
        { v: 1, t: "Au commencement", h: "La création" },
        { v: 2, t: "La terre était informe et vide", e: 3 },
      ],
      [{ v: 1, t: "Ainsi furent achevés les cieux" }],
    ]);
    const psalms = pack.books[1]?.chapters ?? [];
    expect(psalms).toHaveLength(23);
    expect(psalms.slice(0, 22).every((chapter) => chapter.length === 0)).toBe(true);
    expect(psalms[22]).toEqual([{ v: 1, t: "L'Éternel est mon berger", r: "Ps 23:2" }]);
  });
});
