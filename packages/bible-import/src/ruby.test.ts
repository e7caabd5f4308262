import { join } from "node:path";
import { and, type DbHandle, eq, verses } from "@bible/db";
import { createTestDb } from "@bible/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findCatalogEntry } from "./catalog";
import { parseOsisFragment } from "./osis-text";
import { readLocatedEntry } from "./prepare";
import { coverage } from "./report";
import { bibleSourceDir } from "./testing";
import type { VerseRecord } from "./types";
import { writeBibleVersion } from "./write";

const sourceDir = bibleSourceDir();

async function located(code: string): Promise<VerseRecord[]> {
  const entry = findCatalogEntry(code);
  if (!entry?.source) throw new Error(`${code} has no source`);
  return (await readLocatedEntry(entry, join(sourceDir, entry.source.path), { sourceDir })).records;
}

const at = (records: readonly VerseRecord[], book: number, chapter: number, verse: number) =>
  records.find((r) => r.book === book && r.chapter === chapter && r.verse === verse);

/** The ruby pairs whose kanji the verse's text does not have where the ruby's order puts them. */
function misplaced(record: VerseRecord): number {
  let cursor = 0;
  let lost = 0;
  for (const { w } of record.ruby ?? []) {
    const found = record.text.indexOf(w, cursor);
    if (found < 0) lost++;
    else cursor = found + w.length;
  }
  return lost;
}

describe("the ruby of the Japanese texts", () => {
  let kougo: VerseRecord[];
  let bungo: VerseRecord[];
  beforeAll(async () => {
    [kougo, bungo] = await Promise.all([located("JPKOUGO"), located("JPBUNGO")]);
  }, 120_000);

  it("reads each kanji word with its reading, in order, and nothing from words without kanji or bad glosses", () => {
    const parsed = parseOsisFragment(
      '<title>見<w gloss="だし">出</w></title><w gloss="はじ">初</w>めに<w gloss="ことば">言</w>があった。' +
        '<w gloss="また">また</w><w gloss="`をさ">長</w><w gloss="かみ">神</w>',
    );
    expect(parsed.text).toBe("初めに言があった。また長神");
    expect(parsed.ruby).toEqual([
      { w: "初", r: "はじ" },
      { w: "言", r: "ことば" },
      { w: "神", r: "かみ" },
    ]);
    expect(parseOsisFragment('<w lemma="strong:G3056">Word</w>').ruby).toBeUndefined();
  });

  it("keeps John 1:1's readings in JPKOUGO (from the CrossWire text laid over the scrape)", () => {
    const john = at(kougo, 43, 1, 1);
    expect(john?.text).toBe("初めに言があった。言は神と共にあった。言は神であった。");
    expect(john?.ruby).toEqual([
      { w: "初", r: "はじ" },
      { w: "言", r: "ことば" },
      { w: "言", r: "ことば" },
      { w: "神", r: "かみ" },
      { w: "共", r: "とも" },
      { w: "言", r: "ことば" },
      { w: "神", r: "かみ" },
    ]);
    // Matthew 25 is missing from the CrossWire module: its verses come from the scrape, which has no ruby.
    const matthew = at(kougo, 40, 25, 1);
    expect(matthew?.text).toMatch(/天国/);
    expect(matthew?.ruby).toBeUndefined();
  });

  it("keeps John 1:1's readings in JPBUNGO", () => {
    const john = at(bungo, 43, 1, 1);
    expect(john?.text).toBe("太初に言あり、言は神と偕にあり、言は神なりき。");
    expect(john?.ruby?.slice(0, 2)).toEqual([
      { w: "太初", r: "はじめ" },
      { w: "言", r: "ことば" },
    ]);
  });

  it("gives almost every Japanese verse ruby that its text has, in order", () => {
    for (const records of [kougo, bungo]) {
      const withRuby = records.filter((r) => r.ruby);
      expect(withRuby.length).toBeGreaterThan(29_000);
      const pairs = withRuby.reduce((n, r) => n + (r.ruby?.length ?? 0), 0);
      const lost = withRuby.reduce((n, r) => n + misplaced(r), 0);
      expect(lost / pairs).toBeLessThan(0.001);
    }
  });
});

describe("the ruby in the database", () => {
  let database: DbHandle;
  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("stores a verse's ruby beside its text, and none for a verse without", async () => {
    const records = (await located("JPKOUGO")).filter(
      (r) => (r.book === 43 && r.chapter === 1 && r.verse <= 2) || (r.book === 40 && r.chapter === 25 && r.verse === 1),
    );
    await writeBibleVersion(database.db, { code: "JPKOUGO", language: "japanese", name: "口語訳聖書" }, records, {
      ...coverage(records),
      sourceFile: "ja/JPKOUGO-tkacikr",
      sha256: null,
    });
    const row = async (book: number, chapter: number, verse: number) =>
      (
        await database.db
          .select({ ruby: verses.ruby })
          .from(verses)
          .where(
            and(
              eq(verses.versionCode, "JPKOUGO"),
              eq(verses.book, book),
              eq(verses.chapter, chapter),
              eq(verses.verse, verse),
            ),
          )
      )[0]?.ruby;
    expect((await row(43, 1, 1))?.slice(0, 2)).toEqual([
      { w: "初", r: "はじ" },
      { w: "言", r: "ことば" },
    ]);
    expect(await row(43, 1, 2)).toEqual(expect.arrayContaining([{ w: "言", r: "ことば" }]));
    expect(await row(40, 25, 1)).toBeNull();
  }, 120_000);
});
