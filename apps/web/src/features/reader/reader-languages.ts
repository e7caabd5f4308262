import { INTERFACE_LANGUAGES, type InterfaceLanguage } from "@bible/i18n/languages";

/** The 12 languages a reader column can show, in the spec's order. */
export const READER_LANGUAGES: readonly InterfaceLanguage[] = INTERFACE_LANGUAGES;
export const READER_LANGUAGE_IDS: readonly string[] = READER_LANGUAGES.map((l) => l.id);

const byId = new Map<string, InterfaceLanguage>(READER_LANGUAGES.map((l) => [l.id, l]));

export function readerLanguage(id: string): InterfaceLanguage | undefined {
  return byId.get(id);
}
