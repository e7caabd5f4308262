import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { LANGUAGES } from "@bible/canon";
import fr from "@bible/i18n/locales/fr.json";
import { describe, expect, it } from "vitest";

// public/early-reader.js runs before the app's code: it carries its own copies of what it needs, checked here.
const source = readFileSync(resolve(import.meta.dirname, "../../../public/early-reader.js"), "utf8");

describe("public/early-reader.js", () => {
  it("names the columns and tabs with fr.json's French", () => {
    const french: Record<string, string> = fr;
    const keys = [
      "reader.verseNumber",
      "reader.tabs.columns",
      "reader.tabs.byVerse",
      "reader.verseMissing",
      ...LANGUAGES.map((l) => `common.language.${l.id}`),
    ];
    for (const key of keys) expect(source).toContain(`"${key}": ${JSON.stringify(french[key])},`);
  });

  it("gives each of the 12 languages its code and direction (@bible/canon)", () => {
    for (const language of LANGUAGES)
      expect(source).toContain(`${language.id}: ["${language.code}", "${language.dir}"],`);
  });
});
