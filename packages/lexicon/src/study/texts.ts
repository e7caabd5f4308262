import { findLanguage, type LanguageCode } from "@bible/canon";
import { formatMessage, type TranslationKey, translations } from "@bible/i18n";

/** A function that renders i18n keys in one interface language (French when the language is unknown). */
export type Texts = (key: TranslationKey, values?: Record<string, string | number>) => string;

export function textsFor(language: string): Texts {
  const code = (findLanguage(language)?.code ?? "fr") as LanguageCode;
  const dictionary = translations[code];
  const french = translations.fr;
  return (key, values) => formatMessage(dictionary[key] ?? french[key] ?? key, values);
}
