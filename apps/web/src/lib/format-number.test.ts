import { describe, expect, it } from "vitest";
import { formatCount } from "@/lib/format-number";

describe("formatCount", () => {
  it("writes the thousands as each interface language does", () => {
    expect(formatCount(1994, "fr")).toBe("1\u202f994");
    expect(formatCount(1994, "en")).toBe("1,994");
    expect(formatCount(18753, "de")).toBe("18.753");
    expect(formatCount(726, "ru")).toBe("726");
  });
});
