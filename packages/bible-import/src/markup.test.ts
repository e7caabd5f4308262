import { describe, expect, it } from "vitest";
import { cleanText, StrongsCollector, strongNumbers } from "./markup";

describe("strongNumbers", () => {
  // The single OSIS number is read by hand, everything else by the regex: both must agree on every form.
  it.each([
    ["strong:H0430", undefined, ["H430"]],
    ["strong:H430", undefined, ["H430"]],
    ["strong:G3588", undefined, ["G3588"]],
    ["strong:H0", undefined, ["H0"]],
    ["strong:H00", undefined, ["H0"]],
    ["strong:H", undefined, []],
    ["strong:H12345", undefined, ["H12345"]],
    ["strong:h430", undefined, ["H430"]],
    ["strong:H430a", undefined, ["H430"]],
    ["strong:X430", undefined, []],
    ["strong:H0853 strong:H0430", undefined, ["H853", "H430"]],
    ["strong:G0846 G3588", undefined, ["G846", "G3588"]],
    ["H430,H1254", undefined, ["H430", "H1254"]],
    ["0430", "H", ["H430"]],
    ["strong:H0430", "G", ["H430"]],
  ] as const)("%s (default prefix %s)", (value, prefix, expected) => {
    expect(strongNumbers(value, prefix)).toEqual(expected);
  });
});

describe("tagged words", () => {
  it("keeps a long word and a morphology code equal to what was read", () => {
    const words = new StrongsCollector();
    const long = "x".repeat(40).slice(3, 30);
    words.add(` ${long} `, ["H1"], "strongMorph:TH8799");
    words.add("and  so", ["H2"]);
    expect(words.take()).toEqual([
      { w: long, s: ["H1"], m: "strongMorph:TH8799" },
      { w: "and so", s: ["H2"] },
    ]);
  });
});

describe("cleanText", () => {
  it.each([
    ["  plain text  ", "plain text"],
    ["two  spaces\nand\ta tab", "two spaces and a tab"],
    ["no\u00a0break", "no break"],
    ["[なし]", ""],
  ])("%j", (text, expected) => {
    expect(cleanText(text)).toBe(expected);
  });
});
