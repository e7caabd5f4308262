import fr from "@bible/i18n/locales/fr.json";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import {
  difficultyBadge,
  difficultyBadgeLabel,
  difficultyLabel,
  fidelityBadge,
  fidelityBadgeLabel,
  fidelityLabel,
} from "@/lib/labels";

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({ lng: "fr", resources: { fr: { translation: fr } }, keySeparator: false, nsSeparator: false });
});

describe("difficulty and fidelity scales (SPEC §3)", () => {
  it("names the five difficulty levels", () => {
    expect([1, 2, 3, 4, 5].map((level) => difficultyLabel(i18n.t, level))).toEqual([
      "Très facile",
      "Facile",
      "Moyen",
      "Difficile",
      "Très littéraire",
    ]);
  });

  it("names the five fidelity levels", () => {
    expect([1, 2, 3, 4, 5].map((level) => fidelityLabel(i18n.t, level))).toEqual([
      "Paraphrase libre",
      "Paraphrase",
      "Équilibrée",
      "Fidèle",
      "Très fidèle",
    ]);
  });

  it("uses level 3 when the level is missing or out of range", () => {
    expect(difficultyLabel(i18n.t, undefined)).toBe("Moyen");
    expect(difficultyLabel(i18n.t, 9)).toBe("Moyen");
    expect(fidelityLabel(i18n.t, null)).toBe("Équilibrée");
  });
});

describe("compact badges (SPEC §3)", () => {
  it("maps difficulty <= 2 to easy, 3 to medium, otherwise hard", () => {
    expect([1, 2, 3, 4, 5].map(difficultyBadge)).toEqual(["easy", "easy", "medium", "hard", "hard"]);
    expect([1, 3, 5].map((level) => difficultyBadgeLabel(i18n.t, level))).toEqual(["Facile", "Moyen", "Difficile"]);
  });

  it("maps fidelity >= 4 to faithful, 3 to balanced, otherwise free", () => {
    expect([1, 2, 3, 4, 5].map(fidelityBadge)).toEqual(["free", "free", "balanced", "faithful", "faithful"]);
    expect([2, 3, 4].map((level) => fidelityBadgeLabel(i18n.t, level))).toEqual(["Libre", "Équilibré", "Fidèle"]);
  });

  it("treats a missing level as 3", () => {
    expect(difficultyBadge(undefined)).toBe("medium");
    expect(fidelityBadge(undefined)).toBe("balanced");
  });
});
