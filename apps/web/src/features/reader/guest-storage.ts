import { readJson, STORAGE_KEYS, writeStorage } from "@/lib/storage";

/**
 * What a guest's reader keeps in local storage (SPEC §3, §6): the last reading under the spec's key
 * `lastReading` ({ book, chapter, verses }) and the reader's languages with their versions.
 * Anything unreadable is ignored, since the values may come from an older version of the app.
 */
const READER_LANGUAGES_KEY = "readerLanguages";

export type StoredReading = { book: string; chapter: number; verses: string };
export type StoredLanguages = { selectedLanguages: string[]; languageVersionMap: Record<string, string> };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function readLastReading(): StoredReading | undefined {
  const value = readJson(STORAGE_KEYS.lastReading);
  if (!isRecord(value)) return undefined;
  const { book, chapter, verses } = value;
  const chapterNumber = Number(chapter);
  if ((typeof book !== "string" && typeof book !== "number") || !Number.isInteger(chapterNumber)) return undefined;
  return { book: String(book), chapter: chapterNumber, verses: typeof verses === "string" ? verses : "" };
}

export function writeLastReading(reading: StoredReading): void {
  writeStorage(STORAGE_KEYS.lastReading, JSON.stringify(reading));
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
