import { INTERFACE_LANGUAGES, type InterfaceLanguageId } from "@bible/i18n/languages";

/** What the server needs beyond the interface list: a locale and the spec's default version (SPEC §3). */
const SERVER_DETAILS = {
  french: { locale: "fr-FR", defaultVersion: "LSG" },
  english: { locale: "en-GB", defaultVersion: "NIV" },
  spanish: { locale: "es-ES", defaultVersion: "RVR1960" },
  german: { locale: "de-DE", defaultVersion: "LUT" },
  italian: { locale: "it-IT", defaultVersion: "CEI" },
  portuguese: { locale: "pt-PT", defaultVersion: "ARC" },
  chinese: { locale: "zh-CN", defaultVersion: "CUV" },
  korean: { locale: "ko-KR", defaultVersion: "KRV" },
  japanese: { locale: "ja-JP", defaultVersion: "NKJV" },
  russian: { locale: "ru-RU", defaultVersion: "SYNOD" },
  arabic: { locale: "ar", defaultVersion: "NAV" },
  ukrainian: { locale: "uk-UA", defaultVersion: "UOV" },
} as const satisfies Record<InterfaceLanguageId, { locale: string; defaultVersion: string }>;

/**
 * The 12 languages of the interface, of the reading plan and of the learning panel (SPEC §2, §3). Ids,
 * codes, native names, flags and directions come from @bible/i18n, the one list the web app shares.
 */
export const LANGUAGES = INTERFACE_LANGUAGES.map((language) => ({ ...language, ...SERVER_DETAILS[language.id] }));

export type Language = (typeof LANGUAGES)[number];
export type LanguageId = Language["id"];
export type LanguageCode = Language["code"];

export const LANGUAGE_IDS = LANGUAGES.map((l) => l.id) as [LanguageId, ...LanguageId[]];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];
export const DEFAULT_LANGUAGE: LanguageId = "french";

const byKey = new Map<string, Language>();
for (const language of LANGUAGES) {
  byKey.set(language.id, language);
  byKey.set(language.code, language);
}

/** Accepts the spec's language names ('french') and two-letter codes ('fr'), in any case. */
export function findLanguage(value: string): Language | undefined {
  return byKey.get(value.trim().toLowerCase());
}
