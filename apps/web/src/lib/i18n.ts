import { DEFAULT_LANGUAGE, findLanguage, type Language } from "@bible/canon";
import fr from "@bible/i18n/locales/fr.json";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { readJson, readStorage, STORAGE_KEYS, writeStorage } from "@/lib/storage";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    keySeparator: false;
    nsSeparator: false;
    resources: { translation: typeof fr };
  }
}

/** SPEC §7: a language's translations are cached for one hour. */
export const TRANSLATIONS_TTL_MS = 60 * 60 * 1000;

function isDictionary(value: unknown): value is Record<string, string> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === "string")
  );
}

function readCache(code: string, now: number): Record<string, string> | undefined {
  const cached = readJson(STORAGE_KEYS.translations(code));
  if (typeof cached !== "object" || cached === null || !("savedAt" in cached) || !("data" in cached)) return undefined;
  const { savedAt, data } = cached;
  if (typeof savedAt !== "number" || now - savedAt > TRANSLATIONS_TTL_MS || !isDictionary(data)) return undefined;
  return data;
}

async function fetchTranslations(code: string): Promise<Record<string, string>> {
  const response = await fetch(`/api/translations/${encodeURIComponent(code)}`, { credentials: "include" });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  const body: unknown = await response.json();
  if (!isDictionary(body)) throw new Error("Unexpected translations payload");
  return body;
}

/** Loads a language's dictionary (cache first); the French bundle stands in while loading or on failure. */
async function ensureResources(language: Language, { refresh = false } = {}): Promise<void> {
  if (language.code === "fr") return;
  const now = Date.now();
  const cached = refresh ? undefined : readCache(language.code, now);
  if (cached) {
    if (!i18next.hasResourceBundle(language.code, "translation")) {
      i18next.addResourceBundle(language.code, "translation", cached, true, true);
    }
    return;
  }
  try {
    const data = await fetchTranslations(language.code);
    i18next.addResourceBundle(language.code, "translation", data, true, true);
    writeStorage(STORAGE_KEYS.translations(language.code), JSON.stringify({ savedAt: now, data }));
  } catch {
    // SPEC §4: on failure the built-in French set is used (through fallbackLng).
  }
}

export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language.code;
  document.documentElement.dir = language.dir;
  document.title = i18next.t("app.name");
}

/** The language chosen on this device, else French. */
export function storedInterfaceLanguage(): Language {
  return findLanguage(readStorage(STORAGE_KEYS.preferredLanguage)) ?? DEFAULT_LANGUAGE;
}

/** Switches the whole interface at once: the dictionary is loaded before i18next changes language. */
export async function switchInterfaceLanguage(language: Language, options?: { refresh?: boolean }) {
  await ensureResources(language, options);
  await i18next.changeLanguage(language.code);
  applyDocumentLanguage(language);
}

export function currentInterfaceLanguage(): Language {
  return findLanguage(i18next.language) ?? DEFAULT_LANGUAGE;
}

export async function initI18n(language: Language = storedInterfaceLanguage()): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    resources: { fr: { translation: fr } },
    lng: "fr",
    fallbackLng: "fr",
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
    react: { useSuspense: false },
  });
  await switchInterfaceLanguage(language);
  return i18next;
}

export { i18next };
