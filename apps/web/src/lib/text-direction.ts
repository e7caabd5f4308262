import { findLanguage } from "@bible/canon";

/**
 * Attributes for text written in a known language (a saved verse, a word, a community question):
 * a French verse in the Arabic interface keeps its left-to-right order and its punctuation in place.
 * An unknown language lets the browser decide from the text itself.
 */
export function contentLanguageProps(language: string | null | undefined): {
  lang?: string;
  dir: "ltr" | "rtl" | "auto";
} {
  const known = findLanguage(language);
  return known ? { lang: known.code, dir: known.dir } : { dir: "auto" };
}
