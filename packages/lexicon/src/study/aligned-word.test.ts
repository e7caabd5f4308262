import { describe, expect, it } from "vitest";
import type { AlignedVerseView } from "../alignment/lookup";
import { bestLink } from "./aligned-word";

// Matthew 5:9 in the Van Dyck as it was aligned: 'طوبى لصانعي السلام' (blessed the makers of the peace). The
// article ال of السلام is a clitic of its own, linked to the Greek article; the noun سلام has no link.
const text = "طوبى لصانعي السلام.";
const view: AlignedVerseView = {
  version: "SVD",
  language: "arabic",
  text,
  tokens: [
    { start: 0, end: 4, text: "طوبى", norm: "طوبي", clitic: false, word: 0 },
    { start: 5, end: 11, text: "لصانعي", norm: "لصانعي", clitic: false, word: 1 },
    { start: 12, end: 14, text: "ال", norm: "ال", clitic: true, word: 2 },
    { start: 14, end: 18, text: "سلام", norm: "سلام", clitic: false, word: 2 },
  ],
  links: [],
  allLinks: [
    { start: 0, end: 4, strongs: "G3107", word: 0, confidence: 1 },
    { start: 5, end: 11, strongs: "G1518", word: 2, confidence: 1 },
    { start: 12, end: 14, strongs: "G3588", word: 1, confidence: 0.83 },
  ],
  threshold: 0.7,
};

describe("the link of a clicked word", () => {
  it("is its own word's, never its article's: السلام is not the Greek article", () => {
    expect(bestLink(view, [2, 3])).toBeNull();
    expect(bestLink(view, [1])?.strongs).toBe("G1518");
  });

  it("is a clitic's when the word is nothing but that clitic", () => {
    expect(bestLink(view, [2])?.strongs).toBe("G3588");
  });
});
