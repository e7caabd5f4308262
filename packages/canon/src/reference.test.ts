import { describe, expect, it } from "vitest";
import type { LanguageCode } from "./languages";
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
