import { readJson, STORAGE_KEYS, writeStorage } from "@/lib/storage";

/** SPEC §3 `lastReading` (book, chapter, verses), plus the plan day so a guest comes back to it. */
export type LastReading = { book: string; chapter: number; verses: string; day?: number };

export function readLastReading(): LastReading | null {
  const value = readJson(STORAGE_KEYS.lastReading);
  if (typeof value !== "object" || value === null) return null;
  if (!("book" in value) || !("chapter" in value) || !("verses" in value)) return null;
  const { book, chapter, verses } = value;
  if (typeof book !== "string" || typeof chapter !== "number" || typeof verses !== "string") return null;
  const day = "day" in value && typeof value.day === "number" && value.day >= 1 ? value.day : undefined;
  return { book, chapter, verses, day };
}

export function writeLastReading(reading: LastReading): void {
  writeStorage(STORAGE_KEYS.lastReading, JSON.stringify(reading));
}
