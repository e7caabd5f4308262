import { DEFAULT_LANGUAGE, findLanguage, type Language } from "@bible/canon";
import fr from "@bible/i18n/locales/fr.json";
import i18next from "i18next";
import ChainedBackend, { type ChainedBackendOptions } from "i18next-chained-backend";
import HttpBackend from "i18next-http-backend";
import LocalStorageBackend from "i18next-localstorage-backend";
import { initReactI18next } from "react-i18next";
import { readStorage, removeStorage, STORAGE_KEYS, TRANSLATIONS_TTL_MS } from "@/lib/storage";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    keySeparator: false;
    nsSeparator: false;
    resources: { translation: typeof fr };
  }
}

function isDictionary(value: unknown): value is Record<string, string> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === "string")
  );
}

function parseDictionary(body: string): Record<string, string> {
  const data: unknown = JSON.parse(body);
  if (!isDictionary(data)) throw new Error("Unexpected translations payload");
  return data;
}

/**
 * French is bundled; any other language comes from the browser's cache when it is less than an hour old, else from
 * GET /api/translations/{language} (and is cached). When both fail, i18next falls back to the built-in French.
 */
const backend: ChainedBackendOptions = {
  backends: [LocalStorageBackend, HttpBackend],
  backendOptions: [
    { prefix: STORAGE_KEYS.translationsPrefix, expirationTime: TRANSLATIONS_TTL_MS },
    { loadPath: "/api/translations/{{lng}}", parse: parseDictionary, requestOptions: { credentials: "include" } },
  ],
};

/** Forgets the cached dictionary of a language, so the next load asks the server. */
function forgetCachedTranslations(code: string): void {
  removeStorage(`${STORAGE_KEYS.translationsPrefix}${code}-translation`);
}

export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language.code;
  document.documentElement.dir = language.dir;
  document.title = i18next.t("app.name");
  // The installed app's name, `lang` and `dir` in the interface language (one manifest each, build/web-manifest.ts).
  document
    .querySelector<HTMLLinkElement>('link[rel="manifest"]')
    ?.setAttribute("href", `/manifest-${language.code}.webmanifest`);
}

/** The language chosen on this device, else French. */
export function storedInterfaceLanguage(): Language {
  return findLanguage(readStorage(STORAGE_KEYS.preferredLanguage)) ?? DEFAULT_LANGUAGE;
}

/** Switches the whole interface at once: i18next loads the dictionary before it changes language. */
export async function switchInterfaceLanguage(language: Language, { refresh = false } = {}) {
  if (refresh && language.code !== DEFAULT_LANGUAGE.code) {
    forgetCachedTranslations(language.code);
    await i18next.reloadResources(language.code);
  }
  await i18next.changeLanguage(language.code);
  applyDocumentLanguage(language);
}

export function currentInterfaceLanguage(): Language {
  return findLanguage(i18next.language) ?? DEFAULT_LANGUAGE;
}

export async function initI18n(language: Language = storedInterfaceLanguage()): Promise<typeof i18next> {
  await i18next
    .use(ChainedBackend)
    .use(initReactI18next)
    .init({
      resources: { fr: { translation: fr } },
      partialBundledLanguages: true,
      backend,
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
