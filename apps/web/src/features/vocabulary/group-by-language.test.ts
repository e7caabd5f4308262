import { describe, expect, it } from "vitest";
import { groupByLanguage } from "./group-by-language";

describe("groupByLanguage", () => {
  it("puts each word under its language, in the spec's language order", () => {
    const groups = groupByLanguage([
      { word: "love", language: "english" },
      { word: "amour", language: "french" },
      { word: "grâce", language: "french" },
      { word: "любовь", language: "russian" },
    ]);
    expect(groups.map((g) => g.language)).toEqual(["french", "english", "russian"]);
    expect(groups[0]?.items.map((w) => w.word)).toEqual(["amour", "grâce"]);
    expect(groups[1]?.items).toHaveLength(1);
  });

  it("puts a language it does not know last", () => {
    const groups = groupByLanguage([{ language: "latin" }, { language: "arabic" }]);
    expect(groups.map((g) => g.language)).toEqual(["arabic", "latin"]);
  });

  it("gives no group for no words", () => {
    expect(groupByLanguage([])).toEqual([]);
  });
});
