/**
 * Intl locale per interface language. French reads 'fr-FR' as the spec asks; Arabic pins the
 * Gregorian calendar because some Arabic locales default to the Hijri one.
 */
const DATE_LOCALES: Record<string, string> = {
  fr: "fr-FR",
  en: "en-GB",
  es: "es-ES",
  de: "de-DE",
  it: "it-IT",
  pt: "pt-PT",
  zh: "zh-CN",
  ko: "ko-KR",
  ja: "ja-JP",
  ru: "ru-RU",
  ar: "ar",
  uk: "uk-UA",
};

export function dateLocale(interfaceLanguage: string): string {
  return DATE_LOCALES[interfaceLanguage.slice(0, 2)] ?? "fr-FR";
}

/** A calendar date ('21 novembre 2026') in the interface language; the API sends dates as Date or ISO text. */
export function formatDate(value: Date | string, interfaceLanguage: string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(dateLocale(interfaceLanguage), {
    day: "numeric",
    month: "long",
    year: "numeric",
    calendar: "gregory",
  }).format(date);
}
