import { LANGUAGES } from "@bible/canon";

/**
 * The interface texts the reader drawn before the app shows (draw.ts). The build puts fr.json's French for these
 * keys into draw.ts (build/early-scripts.ts); another language is drawn only when i18next's cached dictionary on
 * the device holds every one of them.
 */
export const EARLY_TEXT_KEYS: readonly string[] = [
  "reader.verseNumber",
  "reader.tabs.columns",
  "reader.tabs.byVerse",
  "reader.verseMissing",
  ...LANGUAGES.map((language) => `common.language.${language.id}`),
];
