import { findLanguage } from "@bible/canon";
import { describe, expect, it } from "vitest";
import { occurrencePack, occurrencePage, occurrencesInPack } from "./pack-occurrences";
import type { KeptPack, VersionPack } from "./packs";

const french = findLanguage("french");
const english = findLanguage("english");

/** Genesis 1:1-2 and 2:4, Psalm 23:1: 'commencement' and 'Éternel' linked to their Hebrew words. */
const PACK: VersionPack = {
  version: "LSG",
  versionName: "Louis Segond 1910",
  language: "french",
  reader: "french",
  revision: "r1",
  books: [
    {
      book: 1,
      chapters: [
        [
          { v: 1, t: "Au commencement, Dieu créa les cieux et la terre.", l: [3, 15, 7225, 17, 21, 430] },
          { v: 2, t: "La terre était informe et vide.", l: [3, 8, 776] },
        ],
        [{ v: 4, t: "Voici les origines des cieux et de la terre, au commencement.", l: [51, 63, 7225] }],
      ],
    },
    { book: 19, chapters: [...Array.from({ length: 22 }, () => []), [{ v: 1, t: "L'Éternel est mon berger" }]] },
    {
      book: 43,
      chapters: [[{ v: 1, t: "Au commencement était la Parole.", l: [3, 15, 10746, 28, 33, 13056] }]],
    },
  ],
  originals: {},
};

const kept = (version: string, language: string): KeptPack => ({
  version,
  name: version,
  language,
  bytes: 1,
  revision: "r1",
});

describe("'Autres occurrences' from a downloaded version", () => {
  it("finds the verses whose words are linked to the original word, the linked words to highlight", () => {
    const found = occurrencesInPack(PACK, "H7225");
    expect(found.version).toBe("LSG");
    expect(found.found.map((hit) => `${hit.book} ${hit.chapter}:${hit.verse}`)).toEqual(["1 1:1", "1 2:4"]);
    const page = occurrencePage("H7225", found, 1, 20);
    expect(page).toMatchObject({ strongs: "H7225", version: "LSG", language: "french", total: 2, pending: false });
    const first = page?.items[0];
    expect(first?.text?.slice(first.highlights[0]?.start, first.highlights[0]?.end)).toBe("commencement");
    // A Greek number is another word: John 1:1's 'commencement' is G746, not H7225.
    expect(occurrencesInPack(PACK, "G746").found.map((hit) => hit.book)).toEqual([43]);
    expect(occurrencesInPack(PACK, "H9999").found).toEqual([]);
  });

  it("pages twenty at a time like the server, the total of every page the same", () => {
    const many: VersionPack = {
      ...PACK,
      books: [
        {
          book: 1,
          chapters: [Array.from({ length: 45 }, (_, i) => ({ v: i + 1, t: "Au commencement", l: [3, 15, 7225] }))],
        },
      ],
    };
    const found = occurrencesInPack(many, "H7225");
    const pages = [1, 2, 3].map((page) => occurrencePage("H7225", found, page, 20));
    expect(pages.map((page) => page?.items.length)).toEqual([20, 20, 5]);
    expect(pages.map((page) => page?.total)).toEqual([45, 45, 45]);
    expect(pages[1]?.items[0]?.verse).toBe(21);
    expect(pages[2]?.page).toBe(3);
  });

  it("is nothing when no version of the reader's language is downloaded", () => {
    expect(occurrencePage("H7225", null, 1, 20)).toBeNull();
  });

  it("reads the version the server opens the language with, among those downloaded", () => {
    if (!french || !english) throw new Error("languages");
    const packs = [kept("KJV", "english"), kept("DARBY", "french"), kept("LSG", "french")];
    expect(occurrencePack(packs, french)?.version).toBe("LSG");
    expect(occurrencePack(packs, english)?.version).toBe("KJV");
    // Without Louis Segond, another French version rather than nothing.
    expect(occurrencePack([kept("DARBY", "french"), kept("KJV", "english")], french)?.version).toBe("DARBY");
    expect(occurrencePack([kept("KJV", "english")], french)).toBeUndefined();
  });
});
