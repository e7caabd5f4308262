import { describe, expect, it } from "vitest";
import { contextParts, plainContext } from "./context-parts";

describe("contextParts", () => {
  it("splits the sentence around the bracketed word", () => {
    expect(contextParts("Que la [lumière] soit !")).toEqual({ before: "Que la ", word: "lumière", after: " soit !" });
    expect(plainContext("Que la [lumière] soit !")).toBe("Que la lumière soit !");
  });

  it("keeps a sentence without brackets whole", () => {
    expect(contextParts("Au commencement")).toEqual({ before: "Au commencement", word: null, after: "" });
  });
});
