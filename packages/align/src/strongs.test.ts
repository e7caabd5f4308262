import { describe, expect, it } from "vitest";
import { isGreekCode, strongsCode, strongsNumber } from "./strongs.ts";

describe("a Strong's number as one stored integer", () => {
  it("keeps a Hebrew number as is and adds 10000 to a Greek one, both ways", () => {
    expect(strongsCode("H430")).toBe(430);
    expect(strongsCode("G26")).toBe(10026);
    expect(strongsNumber(430)).toBe("H430");
    expect(strongsNumber(10026)).toBe("G26");
    for (const strongs of ["H1", "H8674", "G1", "G5624"]) expect(strongsNumber(strongsCode(strongs))).toBe(strongs);
  });

  it("tells a Greek code from a Hebrew one", () => {
    expect(isGreekCode(8674)).toBe(false);
    expect(isGreekCode(10001)).toBe(true);
  });
});
