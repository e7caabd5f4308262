import { BOOKS } from "./books.data";
import bookNames from "./book-names.json" with { type: "json" };
import { LANGUAGE_CODES, type LanguageCode } from "./languages";

export * from "./languages";
export { BOOKS };

export type Book = (typeof BOOKS)[number];
export type OsisId = Book["osis"];
export type LocalizedBookName = { name: string; abbr: string; aliases: string[] };

export const BOOK_COUNT = BOOKS.length;
export const OLD_TESTAMENT = BOOKS.filter((b) => b.testament === "OT");
export const NEW_TESTAMENT = BOOKS.filter((b) => b.testament === "NT");
export const FIRST_BOOK = BOOKS[0];
export const LAST_BOOK = BOOKS[BOOKS.length - 1] as Book;

const names = bookNames as Record<string, Record<string, LocalizedBookName>>;

/** Folds case, accents, dots and spacing so 'Genèse', 'genese', '1 Cor.' and '1cor' compare equal. */
export function normalizeBookKey(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[.\s_-]+/g, "");
}

const lookup = new Map<string, Book>();
function register(key: string, book: Book) {
  const k = normalizeBookKey(key);
  if (k && !lookup.has(k)) lookup.set(k, book);
}
for (const book of BOOKS) {
  register(book.osis, book);
  register(book.usfm, book);
  register(book.english, book);
  register(book.sword, book);
  register(String(book.number), book);
}
for (const book of BOOKS) {
  const entry = names[book.osis];
  if (!entry) continue;
  for (const code of LANGUAGE_CODES) {
    const n = entry[code];
    if (!n) continue;
    register(n.name, book);
    for (const alias of n.aliases) register(alias, book);
  }
}
for (const book of BOOKS) {
  const entry = names[book.osis];
  if (!entry) continue;
  for (const code of LANGUAGE_CODES) {
    const abbr = entry[code]?.abbr;
    if (abbr) register(abbr, book);
  }
}

/**
 * Finds a book by the spec's English name ('1 Corinthians'), an OSIS or USFM id, the SWORD name,
 * its number (1-66) or its name in any of the 12 interface languages.
 */
export function findBook(value: string | number): Book | undefined {
  if (typeof value === "number") return BOOKS[value - 1];
  return lookup.get(normalizeBookKey(value));
}

export function bookByNumber(number: number): Book {
  const book = BOOKS[number - 1];
  if (!book) throw new RangeError(`No book number ${number}`);
  return book;
}

export function bookName(book: Book, language: LanguageCode): string {
  return names[book.osis]?.[language]?.name ?? book.english;
}

export function chapterCount(book: Book): number {
  return book.verses.length;
}

export function verseCount(book: Book, chapter: number): number {
  return book.verses[chapter - 1] ?? 0;
}

export function isValidReference(book: Book, chapter: number, verse?: number): boolean {
  if (!Number.isInteger(chapter) || chapter < 1 || chapter > book.verses.length) return false;
  if (verse === undefined) return true;
  return Number.isInteger(verse) && verse >= 1 && verse <= verseCount(book, chapter);
}

/** The chapter after (or before) this one across book boundaries; undefined past Revelation 22 or before Genesis 1. */
export function adjacentChapter(
  book: Book,
  chapter: number,
  direction: "previous" | "next",
): { book: Book; chapter: number } | undefined {
  if (direction === "next") {
    if (chapter < book.verses.length) return { book, chapter: chapter + 1 };
    const next = BOOKS[book.number];
    return next ? { book: next, chapter: 1 } : undefined;
  }
  if (chapter > 1) return { book, chapter: chapter - 1 };
  const previous = book.number >= 2 ? BOOKS[book.number - 2] : undefined;
  return previous ? { book: previous, chapter: previous.verses.length } : undefined;
}

export const TOTAL_CHAPTERS = BOOKS.reduce((n, b) => n + b.verses.length, 0);
export const TOTAL_VERSES = BOOKS.reduce((n, b) => n + b.verses.reduce((a, v) => a + v, 0), 0);
