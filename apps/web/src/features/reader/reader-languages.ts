import { LANGUAGES, type Language } from "@bible/canon";

/** The 12 languages a reader column can show, in the spec's order. */
export const READER_LANGUAGES: readonly Language[] = LANGUAGES;
export const READER_LANGUAGE_IDS: readonly string[] = READER_LANGUAGES.map((l) => l.id);

const byId = new Map<string, Language>(READER_LANGUAGES.map((l) => [l.id, l]));

export function readerLanguage(id: string): Language | undefined {
  return byId.get(id);
}

/**
 * A column's language, and its version for the word dialog (which looks the clicked word up in that text): the
 * attributes of its cells, in the app's columns (text-views.tsx) and in those drawn before the app (early/draw.ts).
 */
export function languageAttributes(column: { language: string; version: string }) {
  const info = readerLanguage(column.language);
  return {
    lang: info?.code,
    dir: info?.dir ?? "ltr",
    "data-language": column.language,
    "data-version": column.version,
  } as const;
}
