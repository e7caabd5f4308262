import { describe, expect, it } from "vitest";
import { difficultyBadgeKey, difficultyLabelKey, fidelityBadgeKey, fidelityLabelKey } from "./version-labels";

describe("version labels (SPEC §3)", () => {
  it("names each level 1-5 and uses 3 when the level is unknown", () => {
    expect([1, 2, 3, 4, 5].map(difficultyLabelKey)).toEqual([
      "labels.difficulty.1",
      "labels.difficulty.2",
      "labels.difficulty.3",
      "labels.difficulty.4",
      "labels.difficulty.5",
    ]);
    expect(fidelityLabelKey(null)).toBe("labels.fidelity.3");
    expect(difficultyLabelKey(9)).toBe("labels.difficulty.3");
  });

  it("compacts difficulty to easy (<=2), medium (3), hard (4-5)", () => {
    expect([1, 2, 3, 4, 5].map(difficultyBadgeKey)).toEqual([
      "labels.badge.difficulty.easy",
      "labels.badge.difficulty.easy",
      "labels.badge.difficulty.medium",
      "labels.badge.difficulty.hard",
      "labels.badge.difficulty.hard",
    ]);
  });

  it("compacts fidelity to faithful (>=4), balanced (3), free (1-2)", () => {
    expect([1, 2, 3, 4, 5].map(fidelityBadgeKey)).toEqual([
      "labels.badge.fidelity.free",
      "labels.badge.fidelity.free",
      "labels.badge.fidelity.balanced",
      "labels.badge.fidelity.faithful",
      "labels.badge.fidelity.faithful",
    ]);
  });
});
