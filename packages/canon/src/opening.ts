import type { Language, LanguageId } from "./languages.ts";

/**
 * The public-domain version the project ships for each language: it opens the language when the spec's default
 * (SPEC §3, often under copyright) is not installed.
 */
export const PUBLIC_DOMAIN_DEFAULTS: Record<LanguageId, string> = {
  french: "LSG",
  english: "KJV",
  spanish: "RV1909",
  german: "LUT1912",
  italian: "DIO1649",
  portuguese: "ALM1911",
  chinese: "CUV",
  korean: "KRV",
  japanese: "JPKOUGO",
  russian: "SYNOD",
  arabic: "SVD",
  ukrainian: "UOV",
};

/**
 * A language's installed versions in the order they are offered: the spec's default when it is installed, then
 * the public-domain one we ship, then the others by code. The first one opens the language.
 */
export function openingOrder<T extends { code: string }>(language: Language, installed: readonly T[]): T[] {
  const preferred = [language.defaultVersion, PUBLIC_DOMAIN_DEFAULTS[language.id]];
  const rank = (code: string) => {
    const at = preferred.indexOf(code.toUpperCase());
    return at === -1 ? preferred.length : at;
  };
  return [...installed].sort((a, b) => rank(a.code) - rank(b.code) || a.code.localeCompare(b.code));
}
