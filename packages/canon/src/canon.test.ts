import { describe, expect, it } from "vitest";
import {
  adjacentChapter,
  BOOK_NAMES,
  BOOKS,
  findBook,
  LANGUAGE_CODES,
  localizedBookName,
  TOTAL_CHAPTERS,
} from "./index";
import { TOTAL_VERSES, versesPerChapter } from "./verses";

/** The value, which the test's setup guarantees; throws (failing the test) if it is missing. */
function defined<T>(value: T | null | undefined): T {
  if (value === undefined || value === null) throw new Error("expected a value");
  return value;
}

describe("canon", () => {
  it("has 66 books, 1,189 chapters and 31,102 verses in KJV versification", () => {
    expect(BOOKS).toHaveLength(66);
    expect(BOOKS.filter((b) => b.testament === "OT")).toHaveLength(39);
    expect(BOOKS.filter((b) => b.testament === "NT")).toHaveLength(27);
    expect(TOTAL_CHAPTERS).toBe(1189);
    expect(TOTAL_VERSES).toBe(31102);
  });

  it("has the chapter counts the spec gives", () => {
    const counts = Object.fromEntries(BOOKS.map((b) => [b.english, b.chapters]));
    expect(counts).toMatchObject({ Genesis: 50, Psalms: 150, Isaiah: 66, Matthew: 28, Revelation: 22 });
  });

  it("has unique ids", () => {
    for (const key of ["osis", "usfm", "english", "sword"] as const) {
      expect(new Set(BOOKS.map((b) => b[key])).size).toBe(66);
    }
  });

  it("finds books by English name, ids, number and localized names", () => {
    expect(findBook("Genesis")?.osis).toBe("Gen");
    expect(findBook("Psalms")?.osis).toBe("Ps");
    expect(findBook("1 Corinthians")?.osis).toBe("1Cor");
    expect(findBook("1Cor")?.osis).toBe("1Cor");
    expect(findBook("1CO")?.osis).toBe("1Cor");
    expect(findBook("I Corinthians")?.osis).toBe("1Cor");
    expect(findBook("Revelation of John")?.osis).toBe("Rev");
    expect(findBook(19)?.osis).toBe("Ps");
    expect(findBook("Genèse")?.osis).toBe("Gen");
    expect(findBook("genese")?.osis).toBe("Gen");
    expect(findBook("Psaumes")?.osis).toBe("Ps");
    expect(findBook("Apocalipsis")?.osis).toBe("Rev");
    expect(findBook("창세기")?.osis).toBe("Gen");
    expect(findBook("Бытие")?.osis).toBe("Gen");
    expect(findBook("Nowhere")).toBeUndefined();
  });

  it("takes a number only as a whole 1-66: '-1', '1.5', '0', '67', '1e1' are no book", () => {
    expect(findBook("1")?.osis).toBe("Gen");
    expect(findBook(" 66 ")?.osis).toBe("Rev");
    expect(findBook("01")?.osis).toBe("Gen");
    for (const value of ["-1", "1.5", "1,5", "0", "67", "1e1", "+1", "1_5", "1 5", "0x1", "1-", "", " "]) {
      expect(findBook(value), value).toBeUndefined();
    }
    for (const value of [-1, 0, 1.5, 67, Number.NaN]) expect(findBook(value), String(value)).toBeUndefined();
  });

  it("names every book in the 12 interface languages", () => {
    for (const book of BOOKS) {
      for (const code of LANGUAGE_CODES) expect(localizedBookName(book, code)).toBeTruthy();
    }
    expect(localizedBookName(BOOKS[0], "fr")).toBe("Genèse");
  });

  it("moves across book boundaries and stops at both ends", () => {
    const gen = defined(findBook("Gen"));
    const mal = defined(findBook("Mal"));
    const rev = defined(findBook("Rev"));
    expect(adjacentChapter(gen, 1, "previous")).toBeUndefined();
    expect(adjacentChapter(rev, 22, "next")).toBeUndefined();
    expect(adjacentChapter(mal, 4, "next")).toEqual({ book: findBook("Matt"), chapter: 1 });
    expect(adjacentChapter(defined(findBook("Matt")), 1, "previous")).toEqual({ book: mal, chapter: 4 });
  });
});

describe("abbreviations", () => {
  it("are read in the language they are written in", () => {
    expect(findBook("Jn", "fr")?.osis).toBe("John");
    expect(findBook("Es", "fr")?.osis).toBe("Isa");
    expect(findBook("Gn", "fr")?.osis).toBe("Gen");
  });
});

describe("the verse table (@bible/canon/verses)", () => {
  it("has a verse count for every chapter of every book, and nothing more", () => {
    expect(BOOKS.map((b) => [b.osis, versesPerChapter(b).length])).toEqual(BOOKS.map((b) => [b.osis, b.chapters]));
    expect(BOOKS.every((b) => versesPerChapter(b).every((count) => Number.isInteger(count) && count > 0))).toBe(true);
  });
});

describe("localized names", () => {
  it("resolve every name, alias and abbreviation to its own book in its language", () => {
    const wrong: string[] = [];
    for (const book of BOOKS) {
      for (const code of LANGUAGE_CODES) {
        const entry = BOOK_NAMES[book.osis]?.[code];
        expect(entry, `${book.osis} ${code}`).toBeDefined();
        for (const value of [defined(entry).name, defined(entry).abbr, ...defined(entry).aliases]) {
          const found = findBook(value, code);
          if (found?.osis !== book.osis) wrong.push(`${code} "${value}" -> ${found?.osis} instead of ${book.osis}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
