import { describe, expect, it } from "vitest";
import { alignVerses, isMissingIn } from "./align";

describe("alignVerses", () => {
  it("puts the same verse number of every column on one row", () => {
    const french = [
      { verse: 1, text: "L'Éternel est mon berger" },
      { verse: 2, text: "Il me fait reposer" },
    ];
    const russian = [
      { verse: 1, text: "Господь – Пастырь мой" },
      { verse: 2, text: "Он покоит меня" },
    ];
    expect(alignVerses([french, russian])).toEqual([
      { verse: 1, texts: ["L'Éternel est mon berger", "Господь – Пастырь мой"] },
      { verse: 2, texts: ["Il me fait reposer", "Он покоит меня"] },
    ]);
  });

  it("gives every verse found in any column a row in ascending order, missing where a column lacks it", () => {
    const rows = alignVerses([
      [
        { verse: 2, text: "b" },
        { verse: 1, text: "a" },
      ],
      [
        { verse: 1, text: "x" },
        { verse: 3, text: "z" },
      ],
      [{ verse: 2, text: "   " }],
    ]);
    expect(rows).toEqual([
      { verse: 1, texts: ["a", "x", undefined] },
      { verse: 2, texts: ["b", undefined, undefined] },
      { verse: 3, texts: [undefined, "z", undefined] },
    ]);
  });

  it("keeps a loading column's place without inventing verses", () => {
    const rows = alignVerses([undefined, [{ verse: 1, text: "a" }]]);
    expect(rows).toEqual([{ verse: 1, texts: [undefined, "a"] }]);
    expect(isMissingIn(rows[0]!, 0, [false, true])).toBe(false);
    expect(isMissingIn(rows[0]!, 0, [true, true])).toBe(true);
    expect(isMissingIn(rows[0]!, 1, [true, true])).toBe(false);
  });

  it("aligns 176 verses of three columns", () => {
    const column = (prefix: string) =>
      Array.from({ length: 176 }, (_, i) => ({ verse: i + 1, text: `${prefix}${i + 1}` }));
    const rows = alignVerses([column("fr"), column("ru"), column("ar")]);
    expect(rows).toHaveLength(176);
    expect(rows[175]).toEqual({ verse: 176, texts: ["fr176", "ru176", "ar176"] });
  });
});
