import { findLanguage } from "@bible/canon";
import { frenchMessage, type Translations, translations } from "@bible/i18n";
import { notFound } from "../errors";

/** The flat dictionary of one interface language, by id ('french') or code ('fr'). */
export function translationsFor(languageRef: string): Translations {
  const language = findLanguage(languageRef);
  const dictionary = language ? translations[language.code] : undefined;
  if (!dictionary) {
    throw notFound(frenchMessage("errors.unsupportedLanguage", { language: languageRef }), "language");
  }
  return dictionary;
}
