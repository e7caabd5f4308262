import { describe, expect, it } from "vitest";
import { pronunciationLabel } from "./pronunciation";

describe("pronunciationLabel", () => {
  it("shows '/.../' when the pronunciation is missing or blank", () => {
    expect(pronunciationLabel(null)).toBe("/.../");
    expect(pronunciationLabel(undefined)).toBe("/.../");
    expect(pronunciationLabel("  ")).toBe("/.../");
  });

  it("keeps a pronunciation already between slashes or brackets", () => {
    expect(pronunciationLabel("/a.muʁ/")).toBe("/a.muʁ/");
    expect(pronunciationLabel("[ˈlʌv]")).toBe("[ˈlʌv]");
  });

  it("puts a bare pronunciation between slashes", () => {
    expect(pronunciationLabel("a.muʁ")).toBe("/a.muʁ/");
  });
});
