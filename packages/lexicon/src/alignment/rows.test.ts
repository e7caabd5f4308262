import { confidentStrongs, decodeLinks, encodeLinks, type TokenLink } from "@bible/align";
import { alignmentRuns, asc, bibleVersions, type DbHandle, eq, verseAlignments } from "@bible/db";
import { createTestDb } from "@bible/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AlignedVerse, alignmentRows } from "./rows";
import { writeAlignment } from "./store";

const link = (start: number, end: number, strongs: string, word: number, confidence: number): TokenLink => ({
  start,
  end,
  strongs,
  word,
  confidence,
});

// Three verses whose links all differ, the first and the last included: a row cut one number early or late, or
// the links of one verse given to the next, reads back different links.
const VERSES: AlignedVerse[] = [
  { book: 1, chapter: 1, verse: 1, links: encodeLinks([link(0, 2, "H7225", 0, 1), link(3, 8, "H1254", 1, 0.93)]) },
  { book: 19, chapter: 119, verse: 176, links: encodeLinks([link(12, 17, "H6680", 7, 0.41)]) },
  {
    book: 66,
    chapter: 22,
    verse: 21,
    links: encodeLinks([link(0, 3, "G3588", 0, 0.88), link(4, 9, "G5485", 1, 1), link(30, 36, "G40", 6, 0.7)]),
  },
];

const RUN = {
  method: "statistical" as const,
  model: "test",
  threshold: 0.7,
  textVerses: 3,
  verses: 3,
  links: 6,
  seconds: 0,
};

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  await handle.db.insert(bibleVersions).values({ code: "T\\1", language: "fr", name: "Test" });
});

afterAll(async () => {
  await handle?.close();
});

describe("alignment rows (COPY text made by the alignment worker)", () => {
  it("counts the verses and links it carries", () => {
    const { verses, links } = alignmentRows("T\\1", VERSES);
    expect(verses).toBe(3);
    expect(links).toBe(6);
  });

  it("stores every verse's links and confident Strong's numbers as they were, from objects or from rows", async () => {
    const run = { ...RUN, versionCode: "T\\1" };
    for (const aligned of [VERSES, alignmentRows("T\\1", VERSES)]) {
      await writeAlignment(handle.db, run, aligned);
      const stored = await handle.db
        .select()
        .from(verseAlignments)
        .where(eq(verseAlignments.versionCode, "T\\1"))
        .orderBy(asc(verseAlignments.book));
      expect(stored.map(({ book, chapter, verse }) => ({ book, chapter, verse }))).toEqual(
        VERSES.map(({ book, chapter, verse }) => ({ book, chapter, verse })),
      );
      expect(stored.map((row) => decodeLinks(row.links))).toEqual(VERSES.map((v) => decodeLinks(v.links)));
      expect(stored.map((row) => row.strongs)).toEqual(VERSES.map((v) => confidentStrongs(v.links)));
      expect(stored[0]?.strongs).toEqual([1254, 7225]);
      expect(stored[1]?.strongs).toEqual([]);
    }
    const [written] = await handle.db.select().from(alignmentRuns).where(eq(alignmentRuns.versionCode, "T\\1"));
    expect(written?.links).toBe(6);
  });

  it("refuses the rows of a version that is not installed", async () => {
    const run = { ...RUN, versionCode: "NONE" };
    await expect(writeAlignment(handle.db, run, alignmentRows("NONE", VERSES))).rejects.toThrow(/not installed/);
  });
});
