import { describe, expect, it } from "vitest";
import { parseReaderSearch } from "./reader-search";

describe("/lire search params", () => {
  it("keeps a known book under its English name and an existing chapter", () => {
    expect(parseReaderSearch({ book: "John", chapter: 3 })).toEqual({ book: "John", chapter: 3 });
    expect(parseReaderSearch({ book: "1Cor", chapter: "13" })).toEqual({ book: "1 Corinthians", chapter: 13 });
  });

  it("keeps the verse a search result or a reference opens", () => {
    expect(parseReaderSearch({ book: "John", chapter: 3, verse: "16" })).toEqual({
      book: "John",
      chapter: 3,
      verse: 16,
    });
    expect(parseReaderSearch({ book: "John", chapter: 3, verse: "x" })).toEqual({ book: "John", chapter: 3 });
    expect(parseReaderSearch({ book: "John", verse: 16 })).toEqual({ book: "John" });
  });

  it("drops a chapter the book does not have and an unknown book", () => {
    expect(parseReaderSearch({ book: "Jude", chapter: 2 })).toEqual({ book: "Jude" });
    expect(parseReaderSearch({ book: "Jude", chapter: "x" })).toEqual({ book: "Jude" });
    expect(parseReaderSearch({ book: "Atlantis", chapter: 1 })).toEqual({});
    expect(parseReaderSearch({})).toEqual({});
  });
});
