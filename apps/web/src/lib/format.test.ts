import { describe, expect, it } from "vitest";
import { countWords, passageReference, readingMinutes, truncate, withoutIsolates } from "@/lib/format";

describe("truncate", () => {
  it("keeps short texts and cuts long ones to the limit with an ellipsis", () => {
    expect(truncate("Au commencement", 60)).toBe("Au commencement");
    const text = "Au commencement, Dieu créa les cieux et la terre. La terre était informe et vide.";
    const cut = truncate(text, 60);
    expect(cut.endsWith("…")).toBe(true);
    expect([...cut].length).toBeLessThanOrEqual(61);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
  });
});

describe("reading time", () => {
  it("counts about 200 words a minute, at least one", () => {
    expect(readingMinutes("Jésus pleura.", "fr")).toBe(1);
    expect(readingMinutes(Array(800).fill("mot").join(" "), "fr")).toBe(4);
  });

  it("counts words in Chinese text without spaces", () => {
    expect(countWords("起初，神創造天地。", "zh")).toBeGreaterThan(1);
  });
});

describe("passageReference", () => {
  it("keeps chapter and verses left to right inside any text direction", () => {
    expect(passageReference("Genèse", 1, "1-31")).toBe("Genèse \u20661:1-31\u2069");
    expect(passageReference("Genèse", 1)).toBe("Genèse \u20661\u2069");
  });

  it("gives plain text for the clipboard", () => {
    expect(withoutIsolates(passageReference("Genèse", 1, "1-31"))).toBe("Genèse 1:1-31");
  });
});
