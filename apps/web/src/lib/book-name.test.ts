import { describe, expect, it } from "vitest";
import { bookName } from "./book-name";

describe("bookName", () => {
  it("names a book by number in the interface language", () => {
    expect(bookName(43, "fr")).toBe("Jean");
    expect(bookName(43, "de")).toBe("Johannes");
    expect(bookName(46, "en")).toBe("1 Corinthians");
  });

  it("reads English names and OSIS ids too", () => {
    expect(bookName("1 Corinthians", "fr")).toBe("1 Corinthiens");
    expect(bookName("Rom", "es")).toBe("Romanos");
  });

  it("shows an unknown book as it came", () => {
    expect(bookName(99, "fr")).toBe("99");
    expect(bookName("Enoch", "fr")).toBe("Enoch");
  });
});
