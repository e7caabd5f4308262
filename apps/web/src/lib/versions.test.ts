import { describe, expect, it } from "vitest";
import { autoSelectVersions, MAX_SELECTED_VERSIONS, toggleVersion } from "@/lib/versions";

describe("toggleVersion", () => {
  it("adds a version at the end", () => {
    expect(toggleVersion(["LSG"], "KJV")).toEqual(["LSG", "KJV"]);
  });

  it("removes a selected version", () => {
    expect(toggleVersion(["LSG", "KJV"], "LSG")).toEqual(["KJV"]);
  });

  it("refuses to remove the only version", () => {
    expect(toggleVersion(["LSG"], "LSG")).toEqual(["LSG"]);
  });

  it("drops the oldest when a fourth is added, keeping at most 3", () => {
    const selected = toggleVersion(["LSG", "KJV", "WEB"], "LUT1912");
    expect(selected).toEqual(["KJV", "WEB", "LUT1912"]);
    expect(selected).toHaveLength(MAX_SELECTED_VERSIONS);
  });

  it("does not mutate its input", () => {
    const input = ["LSG", "KJV", "WEB"];
    toggleVersion(input, "ASV");
    expect(input).toEqual(["LSG", "KJV", "WEB"]);
  });
});

describe("autoSelectVersions", () => {
  it("selects ESV when nothing is selected and ESV exists", () => {
    expect(autoSelectVersions([], [{ code: "KJV" }, { code: "ESV" }])).toEqual(["ESV"]);
  });

  it("selects the first version when ESV is not offered", () => {
    expect(autoSelectVersions([], [{ code: "KJV" }, { code: "WEB" }])).toEqual(["KJV"]);
  });

  it("keeps an existing selection", () => {
    expect(autoSelectVersions(["LSG"], [{ code: "ESV" }])).toEqual(["LSG"]);
  });

  it("selects nothing when no version exists", () => {
    expect(autoSelectVersions([], [])).toEqual([]);
  });
});
