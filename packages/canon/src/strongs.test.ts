import { describe, expect, it } from "vitest";
import { strongsOf } from "./strongs.ts";

describe("a query that is a Strong's number", () => {
  it("reads its canonical form, whatever the case, leading zeros or letter suffix", () => {
    expect(strongsOf("H7462")).toBe("H7462");
    expect(strongsOf(" g26 ")).toBe("G26");
    expect(strongsOf("G0026")).toBe("G26");
    expect(strongsOf("H1254a")).toBe("H1254");
  });

  it("is no number for words or longer numbers", () => {
    expect(strongsOf("Hope")).toBeUndefined();
    expect(strongsOf("G12345")).toBeUndefined();
    expect(strongsOf("John 3:16")).toBeUndefined();
  });
});
