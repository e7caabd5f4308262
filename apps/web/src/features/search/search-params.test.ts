import { describe, expect, it } from "vitest";
import { queryReference, referenceTarget } from "@/lib/reference-target";
import { highlightParts, parseSearchParams } from "./search-params";

describe("search params", () => {
  it("keeps the query and valid filters only", () => {
    expect(parseSearchParams({ q: "amour", page: "2", testament: "NT", book: "Jean", version: "LSG" })).toEqual({
      q: "amour",
      page: 2,
      testament: "NT",
      book: "John",
      version: "LSG",
    });
    expect(parseSearchParams({ q: "amour", page: "-1", testament: "X", book: "Hezekiah", version: "a b" })).toEqual({
      q: "amour",
    });
    expect(parseSearchParams({})).toEqual({ q: "" });
  });

  it("reads a reference in the interface language, or another one", () => {
    expect(referenceTarget("Jean 3:16", "fr")).toEqual({ book: "John", chapter: 3, verse: 16 });
    expect(referenceTarget("Psaume 23", "fr")).toEqual({ book: "Psalms", chapter: 23 });
    expect(referenceTarget("요한복음 3:16", "fr")).toEqual({ book: "John", chapter: 3, verse: 16 });
    expect(referenceTarget("Jean 99", "fr")).toBeUndefined();
    expect(referenceTarget("aimé le monde", "fr")).toBeUndefined();
    // As the search reads it: a chapter the book lacks is said to be one.
    expect(queryReference("John 3:16", "fr")).toEqual({ book: "John", chapter: 3, verse: 16 });
    expect(queryReference("Jean 99", "fr")).toBe("invalid");
    expect(queryReference("aimé le monde", "fr")).toBeUndefined();
  });

  it("cuts a text into plain and marked parts", () => {
    expect(
      highlightParts("Car Dieu a tant aimé le monde", [
        [16, 20],
        [24, 29],
      ]),
    ).toEqual([
      { text: "Car Dieu a tant ", match: false },
      { text: "aimé", match: true },
      { text: " le ", match: false },
      { text: "monde", match: true },
    ]);
    expect(highlightParts("abc", [[5, 9]])).toEqual([{ text: "abc", match: false }]);
  });
});
