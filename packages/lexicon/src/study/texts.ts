import { findLanguage } from "@bible/canon";
import { message, type TranslationKey } from "@bible/i18n";

/** A function that renders i18n keys in one interface language (French when the language is unknown). */
export type Texts = (key: TranslationKey, values?: Record<string, string | number>) => string;

export function textsFor(language: string): Texts {
  const code = findLanguage(language)?.code ?? "fr";
  return (key, values) => message(code, key, values);
}
