import { LANGUAGES, type Language } from "@bible/canon";

/** The 12 languages a reader column can show, in the spec's order. */
export const READER_LANGUAGES: readonly Language[] = LANGUAGES;
export const READER_LANGUAGE_IDS: readonly string[] = READER_LANGUAGES.map((l) => l.id);

const byId = new Map<string, Language>(READER_LANGUAGES.map((l) => [l.id, l]));

export function readerLanguage(id: string): Language | undefined {
  return byId.get(id);
}
