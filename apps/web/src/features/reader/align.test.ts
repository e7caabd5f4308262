import { describe, expect, it } from "vitest";
import { alignVerses, isMissingIn, verseLabel } from "./align";

/** The value, which the test's setup guarantees; throws (failing the test) if it is missing. */
function defined<T>(value: T | null | undefined): T {
  if (value === undefined || value === null) throw new Error("expected a value");
  return value;
}

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
      {
        verse: 1,
        cells: [
          { kind: "text", text: "L'Éternel est mon berger", rows: 1 },
          { kind: "text", text: "Господь – Пастырь мой", rows: 1 },
        ],
      },
      {
        verse: 2,
        cells: [
          { kind: "text", text: "Il me fait reposer", rows: 1 },
          { kind: "text", text: "Он покоит меня", rows: 1 },
        ],
      },
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
      { verse: 1, cells: [{ kind: "text", text: "a", rows: 1 }, { kind: "text", text: "x", rows: 1 }, undefined] },
      { verse: 2, cells: [{ kind: "text", text: "b", rows: 1 }, undefined, undefined] },
      { verse: 3, cells: [undefined, { kind: "text", text: "z", rows: 1 }, undefined] },
    ]);
  });

  it("keeps a loading column's place without inventing verses", () => {
    const rows = alignVerses([undefined, [{ verse: 1, text: "a" }]]);
    expect(rows).toEqual([{ verse: 1, cells: [undefined, { kind: "text", text: "a", rows: 1 }] }]);
    expect(isMissingIn(defined(rows[0]), 0, [false, true])).toBe(false);
    expect(isMissingIn(defined(rows[0]), 0, [true, true])).toBe(true);
    expect(isMissingIn(defined(rows[0]), 1, [true, true])).toBe(false);
  });

  it("makes a joined verse one cell over the rows it covers, beside the other columns' verses", () => {
    const ukrainian = [
      { verse: 20, text: "u20" },
      { verse: 21, text: "u21-29", verseEnd: 29 },
    ];
    const french = Array.from({ length: 10 }, (_, i) => ({ verse: 20 + i, text: `f${20 + i}` }));
    const rows = alignVerses([ukrainian, french]);
    expect(rows.map((r) => r.verse)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
    expect(rows[1]?.cells[0]).toEqual({ kind: "text", text: "u21-29", rows: 9, last: 29 });
    expect(rows[2]?.cells[0]).toEqual({ kind: "within", first: 21, last: 29 });
    expect(rows[9]?.cells[1]).toEqual({ kind: "text", text: "f29", rows: 1 });
    expect(isMissingIn(defined(rows[5]), 0, [true, true])).toBe(false);
    expect(verseLabel(21, 29)).toBe("21-29");
    expect(verseLabel(21)).toBe("21");
  });

  it("aligns 176 verses of three columns", () => {
    const column = (prefix: string) =>
      Array.from({ length: 176 }, (_, i) => ({ verse: i + 1, text: `${prefix}${i + 1}` }));
    const rows = alignVerses([column("fr"), column("ru"), column("ar")]);
    expect(rows).toHaveLength(176);
    expect(rows[175]).toEqual({
      verse: 176,
      cells: [
        { kind: "text", text: "fr176", rows: 1 },
        { kind: "text", text: "ru176", rows: 1 },
        { kind: "text", text: "ar176", rows: 1 },
      ],
    });
  });
});
