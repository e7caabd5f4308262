/**
 * The 12 interface languages (SPEC §2): id is the spec's name, code the two-letter code of the locale
 * files. Kept free of JSON imports so the web app can take it without bundling every dictionary.
 */
export const INTERFACE_LANGUAGES = [
  { id: "french", code: "fr", nativeName: "Français", flag: "🇫🇷", dir: "ltr" },
  { id: "english", code: "en", nativeName: "English", flag: "🇬🇧", dir: "ltr" },
  { id: "spanish", code: "es", nativeName: "Español", flag: "🇪🇸", dir: "ltr" },
  { id: "german", code: "de", nativeName: "Deutsch", flag: "🇩🇪", dir: "ltr" },
  { id: "italian", code: "it", nativeName: "Italiano", flag: "🇮🇹", dir: "ltr" },
  { id: "portuguese", code: "pt", nativeName: "Português", flag: "🇵🇹", dir: "ltr" },
  { id: "chinese", code: "zh", nativeName: "中文", flag: "🇨🇳", dir: "ltr" },
  { id: "korean", code: "ko", nativeName: "한국어", flag: "🇰🇷", dir: "ltr" },
  { id: "japanese", code: "ja", nativeName: "日本語", flag: "🇯🇵", dir: "ltr" },
  { id: "russian", code: "ru", nativeName: "Русский", flag: "🇷🇺", dir: "ltr" },
  { id: "arabic", code: "ar", nativeName: "العربية", flag: "🇸🇦", dir: "rtl" },
  { id: "ukrainian", code: "uk", nativeName: "Українська", flag: "🇺🇦", dir: "ltr" },
] as const;

export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];
export type InterfaceLanguageId = InterfaceLanguage["id"];

export const DEFAULT_INTERFACE_LANGUAGE: InterfaceLanguage = INTERFACE_LANGUAGES[0];

/** Accepts the spec's names ('french') and two-letter codes ('fr'), in any case. */
export function findInterfaceLanguage(value: string | null | undefined): InterfaceLanguage | undefined {
  if (!value) return undefined;
  const key = value.trim().toLowerCase();
  return INTERFACE_LANGUAGES.find((language) => language.id === key || language.code === key);
}
