import { describe, expect, it } from "vitest";
import { parseReviewSearch } from "./review-search";

describe("parseReviewSearch", () => {
  it("keeps a word id and a language, drops anything else", () => {
    expect(parseReviewSearch({ word: "12", language: "french" })).toEqual({ word: 12, language: "french" });
    expect(parseReviewSearch({ word: 3 })).toEqual({ word: 3 });
    expect(parseReviewSearch({ word: "-1", language: "<script>" })).toEqual({});
    expect(parseReviewSearch({ word: "1.5" })).toEqual({});
  });
});
