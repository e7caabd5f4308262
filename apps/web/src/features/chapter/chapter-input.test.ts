import { describe, expect, it } from "vitest";
import { chapterInput, isRequestable } from "./chapter-input";

describe("chapter input", () => {
  it("asks for a chapter in one form whoever names it: the plan's OSIS id, the reader's English name, a number", () => {
    const fromPlan = chapterInput({ book: "1Cor", chapter: 13, language: "french", version: "LSG" });
    const fromReader = chapterInput({ book: "1 Corinthians", chapter: 13, language: "french", version: "LSG" });
    const byNumber = chapterInput({ book: 46, chapter: 13, language: "french", version: "LSG" });
    expect(fromPlan).toEqual({ book: "1Cor", chapter: 13, language: "french", version: "LSG" });
    expect(fromReader).toEqual(fromPlan);
    expect(byNumber).toEqual(fromPlan);
  });

  it("passes an unknown book through, for the server to refuse naming the field", () => {
    expect(chapterInput({ book: "Enoch", chapter: 1, language: "english", version: "KJV" }).book).toBe("Enoch");
  });

  it("requests a passage only with a book, a chapter > 0 and a version (SPEC §5)", () => {
    const ref = { book: "John", chapter: 3, language: "english", version: "KJV" };
    expect(isRequestable(ref)).toBe(true);
    expect(isRequestable({ ...ref, version: "" })).toBe(false);
    expect(isRequestable({ ...ref, chapter: 0 })).toBe(false);
    expect(isRequestable({ ...ref, book: "" })).toBe(false);
    expect(isRequestable(undefined)).toBe(false);
  });
});
