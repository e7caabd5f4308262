import { findLanguage } from "@bible/canon";
import type { TFunction } from "i18next";

/** A language id or code ('french', 'fr') named in the interface language; an unknown one is shown as it came. */
export function languageName(t: TFunction, language: string): string {
  const known = findLanguage(language);
  return known ? t(`common.language.${known.id}`) : language;
}
