import { describe, expect, it } from "vitest";
import { findListedBook } from "./books";

describe("findListedBook", () => {
  it("finds books by English name, OSIS id and number", () => {
    expect(findListedBook("1 Corinthians")?.osis).toBe("1Cor");
    expect(findListedBook("1Cor")?.english).toBe("1 Corinthians");
    expect(findListedBook("psalms")?.chapters).toBe(150);
    expect(findListedBook(66)?.english).toBe("Revelation");
    expect(findListedBook("Hezekiah")).toBeUndefined();
  });
});
