import { describe, expect, it } from "vitest";
import { type PackMatches, packPage } from "./pack-search";

const verse = (n: number) => ({ version: "LSG", book: 43, chapter: 3, verse: n, text: `v${n}` });

describe("a page of a search without the network", () => {
  const search: PackMatches = {
    versions: ["LSG"],
    matches: {
      mode: "words",
      books: [{ book: "John", bookId: "John", count: 5 }],
      found: [1, 2, 3, 4, 5].map((n) => ({ ...verse(n), spans: [[0, 1] as [number, number]] })),
    },
  };

  it("is a slice of the matches read once, with their total and books", () => {
    const second = packPage(search, 2, 2).result;
    expect(second?.hits.map((hit) => hit.verse)).toEqual([3, 4]);
    expect(second).toMatchObject({ kind: "verses", mode: "words", total: 5, page: 2, pageSize: 2 });
    expect(second?.books).toEqual([{ book: "John", bookId: "John", count: 5 }]);
    expect(second?.hits[0]).toMatchObject({ version: "LSG", book: "John", bookId: "John", chapter: 3, text: "v3" });
    expect(packPage(search, 3, 2).result?.hits.map((hit) => hit.verse)).toEqual([5]);
  });

  it("is no result when the device keeps no pack", () => {
    expect(packPage({ versions: [], matches: null }, 1, 20)).toEqual({ versions: [], result: null });
  });
});
