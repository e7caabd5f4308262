import { readJson, writeStorage } from "@/lib/storage";

/**
 * The reader's languages with their versions, kept on the device (a guest's only copy, a signed-in
 * reader's cache, SPEC §6). Anything unreadable is ignored, since the values may come from an older
 * version of the app. The last reading is the chapter module's (features/chapter/last-reading.ts).
 */
const READER_LANGUAGES_KEY = "readerLanguages";

export type StoredLanguages = { selectedLanguages: string[]; languageVersionMap: Record<string, string> };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function readReaderLanguages(): StoredLanguages | undefined {
  const value = readJson(READER_LANGUAGES_KEY);
  if (!isRecord(value) || !Array.isArray(value.selectedLanguages)) return undefined;
  const selectedLanguages = value.selectedLanguages.filter((l): l is string => typeof l === "string");
  const languageVersionMap: Record<string, string> = {};
  if (isRecord(value.languageVersionMap)) {
    for (const [language, version] of Object.entries(value.languageVersionMap)) {
      if (typeof version === "string") languageVersionMap[language] = version;
    }
  }
  return { selectedLanguages, languageVersionMap };
}

export function writeReaderLanguages(languages: StoredLanguages): void {
  writeStorage(READER_LANGUAGES_KEY, JSON.stringify(languages));
}
