import { describe, expect, it } from "vitest";
import { BOOK_NAMES } from "./book-names";
import { BOOKS } from "./books";
import { LANGUAGE_CODES, type LanguageCode } from "./languages";
import { parseReference } from "./reference";
import { verseCount } from "./verses";

type Case = [input: string, language: LanguageCode | undefined, expected: string];

/** `expected`: 'Book chapter[:verse[-end]]' by English name, 'invalid chapter|verse', or 'none' (search the words). */
const CASES: Case[] = [
  ["Jean 3:16", "fr", "John 3:16"],
  ["Jn 3,16", "fr", "John 3:16"],
  ["Psaume 23", "fr", "Psalms 23"],
  ["1 Co 13", "fr", "1 Corinthians 13"],
  ["Gen 1:1-5", "fr", "Genesis 1:1-5"],
  ["Genèse 1.3", "fr", "Genesis 1:3"],
  ["genese 50", "fr", "Genesis 50"],
  ["John 3:16", "en", "John 3:16"],
  ["1 Corinthians 13:4-7", "en", "1 Corinthians 13:4-7"],
  ["Song of Solomon 2", "en", "Song of Solomon 2"],
  ["Psalm 119:105", "en", "Psalms 119:105"],
  ["Juan 3:16", "es", "John 3:16"],
  ["Salmo 23", "es", "Psalms 23"],
  ["Johannes 3,16", "de", "John 3:16"],
  ["1. Mose 1,1", "de", "Genesis 1:1"],
  ["Giovanni 3:16", "it", "John 3:16"],
  ["Gv 3,16", "it", "John 3:16"],
  ["João 3:16", "pt", "John 3:16"],
  ["Jó 1:1", "pt", "Job 1:1"],
  ["约翰福音3:16", "zh", "John 3:16"],
  ["约翰福音 3：16", "zh", "John 3:16"],
  ["요한복음 3:16", "ko", "John 3:16"],
  ["시편 23", "ko", "Psalms 23"],
  ["ヨハネ 3:16", "ja", "John 3:16"],
  ["創世記 1:1", "ja", "Genesis 1:1"],
  ["Иоанна 3:16", "ru", "John 3:16"],
  ["Ин 3:16", "ru", "John 3:16"],
  ["يوحنا 3:16", "ar", "John 3:16"],
  ["يوحنا ٣:١٦", "ar", "John 3:16"],
  ["Івана 3:16", "uk", "John 3:16"],
  // The usual short forms (issue 32), typed with the interface in another language or none.
  ["約 3:16", "fr", "John 3:16"],
  ["요 3:16", undefined, "John 3:16"],
  ["요한복음 3장 16절", "fr", "John 3:16"],
  ["Иоан. 3:16", "fr", "John 3:16"],
  ["S. Juan 3:16", "fr", "John 3:16"],
  ["San Giovanni 3:16", "it", "John 3:16"],
  ["St. John 3:16", undefined, "John 3:16"],
  ["Saint Jean 3,16", "fr", "John 3:16"],
  ["São João 3:16", "pt", "John 3:16"],
  ["约翰福音 第3章16节", "zh", "John 3:16"],
  ["ヨハネ 3章16節", "ja", "John 3:16"],
  ["시편 23편", "ko", "Psalms 23"],
  ["Matth. 5,3", "de", "Matthew 5:3"],
  ["Apoc. 21:4", "fr", "Revelation 21:4"],
  // Typed in another language than the interface's.
  ["Иоанна 3:16", "fr", "John 3:16"],
  ["Jean 3:16", undefined, "John 3:16"],
  ["Jn 3,16", "en", "John 3:16"],
  // Bad references: the book exists, the place does not.
  ["Jean 22:1", "fr", "invalid chapter"],
  ["Psaume 151", "fr", "invalid chapter"],
  ["Jean 3:99", "fr", "invalid verse"],
  ["Gen 1:5-2", "fr", "invalid verse"],
  ["Jean 0", "fr", "invalid chapter"],
  // Not references: words to search.
  ["amour", "fr", "none"],
  ["Jean", "fr", "none"],
  ["aimé le monde", "fr", "none"],
  ["Xyzzy 3:16", "fr", "none"],
  ["Saint 3:16", "fr", "none"],
  ["Jo 3 16 amour", "fr", "none"],
  ["", "fr", "none"],
];

function describeParse(input: string, language: LanguageCode | undefined): string {
  const parsed = parseReference(input, language, verseCount);
  if (parsed.kind === "none") return "none";
  if (parsed.kind === "invalid") return `invalid ${parsed.problem}`;
  const { book, chapter, verse, verseEnd } = parsed.reference;
  return `${book.english} ${chapter}${verse === undefined ? "" : `:${verse}`}${verseEnd === undefined ? "" : `-${verseEnd}`}`;
}

describe("parseReference", () => {
  it.each(CASES)("%s (%s) → %s", (input, language, expected) => {
    expect(describeParse(input, language)).toBe(expected);
  });

  it("reads a reference in every one of the 12 languages", () => {
    const languages = new Set(CASES.filter(([, , e]) => e === "John 3:16").map(([, l]) => l));
    expect([...languages].filter(Boolean).sort()).toEqual(
      ["ar", "de", "en", "es", "fr", "it", "ja", "ko", "pt", "ru", "uk", "zh"].sort(),
    );
  });
});

/** Every book's names in one language, from the canon's data: [book, name, abbreviation, aliases]. */
function namesIn(code: LanguageCode) {
  return BOOKS.flatMap((book) => {
    const names = BOOK_NAMES[book.osis]?.[code];
    return names ? [{ book, ...names }] : [];
  });
}

/** The place a text reads as, 'Book chapter:verse' by English name, or its parse's kind. */
const read = (input: string, language?: LanguageCode) => describeParse(input, language);

describe("the short forms of every language's book names", () => {
  it.each(LANGUAGE_CODES)("%s: every abbreviation, with or without its dot, reads as its book", (code) => {
    for (const { book, abbr } of namesIn(code)) {
      expect(read(`${abbr} 1:1`, code), abbr).toBe(`${book.english} 1:1`);
      expect(read(`${abbr}. 1:1`, code), `${abbr}.`).toBe(`${book.english} 1:1`);
    }
  });

  it.each(LANGUAGE_CODES)("%s: a name cut short that begins one book only reads as that book", (code) => {
    const names = namesIn(code);
    let checked = 0;
    for (const { book, name } of names) {
      const letters = [...name];
      if (letters.length < 5 || !/^\p{L}+$/u.test(name)) continue;
      const cut = letters.slice(0, 4).join("");
      const fold = (value: string) => value.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
      const books = new Set(
        names.filter((n) => [n.name, ...n.aliases].some((v) => fold(v).startsWith(fold(cut)))).map((n) => n.book),
      );
      if (books.size !== 1) continue;
      checked++;
      expect(read(`${cut}. 1:1`, code), cut).toBe(`${book.english} 1:1`);
    }
    if (!["zh", "ja", "ko"].includes(code)) expect(checked).toBeGreaterThan(10);
  });

  it("every traditional Chinese abbreviation reads as the simplified one", () => {
    let traditionalOnly = 0;
    for (const { book, name, abbr, aliases } of namesIn("zh")) {
      const alias = aliases.find((a) => [...a].length === [...name].length);
      if (!alias) continue;
      const simplified = [...name];
      const traditional = [...alias];
      const abbreviation = [...abbr].map((c) => traditional[simplified.indexOf(c)] ?? c).join("");
      if (abbreviation !== abbr) traditionalOnly++;
      for (const language of [undefined, "zh", "fr"] as const) {
        expect(read(`${abbreviation} 1:1`, language), abbreviation).toBe(`${book.english} 1:1`);
      }
    }
    expect(traditionalOnly).toBeGreaterThan(20);
  });

  it.each([
    ["zh", "章", "节"],
    ["ja", "章", "節"],
    ["ko", "장 ", "절"],
  ] as const)("%s: every book's name with chapter and verse counted (1%s1%s)", (code, chapter, verse) => {
    for (const { book, name } of namesIn(code)) {
      expect(read(`${name} 1${chapter}1${verse}`, code), name).toBe(`${book.english} 1:1`);
      expect(read(`${name} 第1${chapter}`, code), name).toBe(`${book.english} 1`);
    }
  });
});
