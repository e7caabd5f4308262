import { describe, expect, it } from "vitest";
import { preview } from "./preview";

describe("preview", () => {
  it("keeps a short text whole", () => {
    expect(preview("Au commencement était la Parole")).toBe("Au commencement était la Parole");
  });

  it("cuts after 80 characters and marks the cut", () => {
    const text = `${"a".repeat(79)}bcdef`;
    const result = preview(text);
    expect(result).toBe(`${"a".repeat(79)}b…`);
  });

  it("keeps exactly 80 characters uncut", () => {
    expect(preview("x".repeat(80))).toBe("x".repeat(80));
  });

  it("never splits a character made of two code units", () => {
    const text = "𠀀".repeat(81);
    expect(preview(text)).toBe(`${"𠀀".repeat(80)}…`);
  });
});
