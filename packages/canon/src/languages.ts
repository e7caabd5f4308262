/**
 * The 12 languages of the app (SPEC §2, §3): of the interface, of the reading plan, of the Bible texts and
 * of the learning panel. `id` is the spec's name, `code` the two-letter code of the locale files, `locale`
 * the one dates and numbers are written in, `country` the ISO 3166 code of the flag the interface draws beside its
 * native name (an SVG, see apps/web components/flag.tsx: emoji flags are not drawn on Windows), `defaultVersion`
 * the Bible version the spec opens it with.
 */
export const LANGUAGES = [
  {
    id: "french",
    code: "fr",
    nativeName: "Français",
    country: "FR",
    dir: "ltr",
    locale: "fr-FR",
    defaultVersion: "LSG",
  },
  {
    id: "english",
    code: "en",
    nativeName: "English",
    country: "GB",
    dir: "ltr",
    locale: "en-GB",
    defaultVersion: "NIV",
  },
  {
    id: "spanish",
    code: "es",
    nativeName: "Español",
    country: "ES",
    dir: "ltr",
    locale: "es-ES",
    defaultVersion: "RVR1960",
  },
  {
    id: "german",
    code: "de",
    nativeName: "Deutsch",
    country: "DE",
    dir: "ltr",
    locale: "de-DE",
    defaultVersion: "LUT",
  },
  {
    id: "italian",
    code: "it",
    nativeName: "Italiano",
    country: "IT",
    dir: "ltr",
    locale: "it-IT",
    defaultVersion: "CEI",
  },
  {
    id: "portuguese",
    code: "pt",
    nativeName: "Português",
    country: "PT",
    dir: "ltr",
    locale: "pt-PT",
    defaultVersion: "ARC",
  },
  { id: "chinese", code: "zh", nativeName: "中文", country: "CN", dir: "ltr", locale: "zh-CN", defaultVersion: "CUV" },
  { id: "korean", code: "ko", nativeName: "한국어", country: "KR", dir: "ltr", locale: "ko-KR", defaultVersion: "KRV" },
  {
    id: "japanese",
    code: "ja",
    nativeName: "日本語",
    country: "JP",
    dir: "ltr",
    locale: "ja-JP",
    defaultVersion: "NKJV",
  },
  {
    id: "russian",
    code: "ru",
    nativeName: "Русский",
    country: "RU",
    dir: "ltr",
    locale: "ru-RU",
    defaultVersion: "SYNOD",
  },
  { id: "arabic", code: "ar", nativeName: "العربية", country: "SA", dir: "rtl", locale: "ar", defaultVersion: "NAV" },
  {
    id: "ukrainian",
    code: "uk",
    nativeName: "Українська",
    country: "UA",
    dir: "ltr",
    locale: "uk-UA",
    defaultVersion: "UOV",
  },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageId = Language["id"];
export type LanguageCode = Language["code"];

export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];
/** French: the reference language of the interface and the fallback of every text. */
export const DEFAULT_LANGUAGE: Language = LANGUAGES[0];

/** Accepts the spec's language names ('french') and two-letter codes ('fr'), in any case. */
export function findLanguage(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  const key = value.trim().toLowerCase();
  return LANGUAGES.find((language) => language.id === key || language.code === key);
}
