import { findListedBook } from "@/lib/books";
import { readJson, STORAGE_KEYS, writeStorage } from "@/lib/storage";

/**
 * SPEC §3 `lastReading` (a guest's last reading, in local storage): book (the English name the API calls
 * send), chapter, verses (range text), plus the plan day when the reading came from the plan, so a guest
 * comes back to that day.
 */
export type LastReading = { book: string; chapter: number; verses: string; day?: number };

function positiveInteger(value: unknown): number | undefined {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n >= 1 ? n : undefined;
}

/**
 * The stored reading, or null when there is none or it names no real chapter. The value may come from an
 * older version of the app: a book by OSIS id or number, a chapter as text, no verses are all accepted.
 */
export function readLastReading(): LastReading | null {
  const value = readJson(STORAGE_KEYS.lastReading);
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const book =
    "book" in value && (typeof value.book === "string" || typeof value.book === "number")
      ? findListedBook(value.book)
      : undefined;
  const chapter = "chapter" in value ? positiveInteger(value.chapter) : undefined;
  if (!book || chapter === undefined || chapter > book.chapters) return null;
  const verses = "verses" in value && typeof value.verses === "string" ? value.verses : "";
  const day = "day" in value ? positiveInteger(value.day) : undefined;
  return day === undefined ? { book: book.english, chapter, verses } : { book: book.english, chapter, verses, day };
}

/**
 * Stores a guest's reading. A reading outside the plan (the reader) keeps the stored plan day, so leafing
 * through /lire does not send the guest back to day 1 of the plan.
 */
export function writeLastReading(reading: LastReading): void {
  const day = reading.day ?? readLastReading()?.day;
  const book = findListedBook(reading.book)?.english ?? reading.book;
  const stored: LastReading = { book, chapter: reading.chapter, verses: reading.verses };
  writeStorage(STORAGE_KEYS.lastReading, JSON.stringify(day === undefined ? stored : { ...stored, day }));
}
