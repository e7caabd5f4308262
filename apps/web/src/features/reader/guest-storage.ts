/**
 * What a guest's reader keeps in local storage (SPEC §3, §6): the last reading under the spec's key
 * `lastReading` ({ book, chapter, verses }) and the reader's languages with their versions.
 * Anything unreadable is ignored, since the values may come from an older version of the app.
 */
const LAST_READING_KEY = "lastReading";
const READER_LANGUAGES_KEY = "readerLanguages";

type KeyValueStore = Pick<Storage, "getItem" | "setItem">;

export type StoredReading = { book: string; chapter: number; verses: string };
export type StoredLanguages = { selectedLanguages: string[]; languageVersionMap: Record<string, string> };

function browserStorage(): KeyValueStore | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    // Storage access throws when the browser blocks it (privacy settings); the reader then keeps nothing.
    return undefined;
  }
}

function readJson(key: string, storage: KeyValueStore | undefined): unknown {
  const raw = storage?.getItem(key);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function readLastReading(storage = browserStorage()): StoredReading | undefined {
  const value = readJson(LAST_READING_KEY, storage);
  if (!isRecord(value)) return undefined;
  const { book, chapter, verses } = value;
  const chapterNumber = Number(chapter);
  if ((typeof book !== "string" && typeof book !== "number") || !Number.isInteger(chapterNumber)) return undefined;
  return { book: String(book), chapter: chapterNumber, verses: typeof verses === "string" ? verses : "" };
}

export function writeLastReading(reading: StoredReading, storage = browserStorage()): void {
  storage?.setItem(LAST_READING_KEY, JSON.stringify(reading));
}

export function readReaderLanguages(storage = browserStorage()): StoredLanguages | undefined {
  const value = readJson(READER_LANGUAGES_KEY, storage);
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

export function writeReaderLanguages(languages: StoredLanguages, storage = browserStorage()): void {
  storage?.setItem(READER_LANGUAGES_KEY, JSON.stringify(languages));
}
