import { findLanguage, type Language } from "@bible/canon";
import { afterAll, describe, expect, it } from "vitest";
import { i18next, switchInterfaceLanguage } from "@/lib/i18n";
import { TRANSLATIONS_TTL_MS } from "@/lib/storage";

function language(id: string): Language {
  const found = findLanguage(id);
  if (!found) throw new Error(id);
  return found;
}

/** A dictionary as i18next's local storage backend keeps it, saved `ageMs` ago. */
function cache(code: string, data: Record<string, string>, ageMs: number) {
  localStorage.setItem(`translations:${code}-translation`, JSON.stringify({ ...data, i18nStamp: Date.now() - ageMs }));
}

afterAll(async () => {
  await switchInterfaceLanguage(language("french"));
  localStorage.clear();
});

describe("interface language", () => {
  it("uses a dictionary cached less than an hour ago, French for its missing keys, then the key", async () => {
    cache("en", { "nav.library": "Library" }, 5 * 60 * 1000);
    await switchInterfaceLanguage(language("english"));
    expect(i18next.t("nav.library")).toBe("Library");
    expect(i18next.t("nav.reader")).toBe("Lire");
    expect(i18next.t("no.such.key" as "nav.reader")).toBe("no.such.key");
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(["en", "ltr"]);
  });

  it("turns the page right to left for Arabic", async () => {
    cache("ar", { "nav.library": "المكتبة" }, 0);
    await switchInterfaceLanguage(language("arabic"));
    expect(i18next.t("nav.library")).toBe("المكتبة");
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(["ar", "rtl"]);
  });

  it("ignores a cache older than an hour and keeps French when the server cannot be reached", async () => {
    cache("de", { "nav.library": "Bibliothek" }, TRANSLATIONS_TTL_MS + 1000);
    await switchInterfaceLanguage(language("german"));
    expect(i18next.t("nav.library")).toBe("Bibliothèque");
    expect(document.documentElement.lang).toBe("de");
  });
});
