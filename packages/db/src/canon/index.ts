import { BOOK_NAMES } from "@bible/i18n/books";
import { BOOKS } from "./books.data";
import { LANGUAGE_CODES, type LanguageCode } from "./languages";

export * from "./languages";
export { BOOKS };

export type Book = (typeof BOOKS)[number];
export type OsisId = Book["osis"];
export type { LocalizedBookName } from "@bible/i18n/books";

export const BOOK_COUNT = BOOKS.length;
export const OLD_TESTAMENT = BOOKS.filter((b) => b.testament === "OT");
export const NEW_TESTAMENT = BOOKS.filter((b) => b.testament === "NT");
export const FIRST_BOOK = BOOKS[0];
export const LAST_BOOK = BOOKS[BOOKS.length - 1] as Book;

const names = BOOK_NAMES;

/** Folds case, accents, dots and spacing so 'Genèse', 'genese', '1 Cor.' and '1cor' compare equal. */
export function normalizeBookKey(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[.\s_-]+/g, "");
}

const lookup = new Map<string, Book>();
/**
 * Per-language names, aliases and abbreviations: 'Jn' is John in French and Jonah in Portuguese.
 * The exact map keeps accents, so Portuguese 'Jó' (Job) and 'Jo' (John) stay apart.
 */
const lookupByLanguage = new Map<LanguageCode, { exact: Map<string, Book>; folded: Map<string, Book> }>();

function exactKey(value: string): string {
  return value
    .normalize("NFC")
    .toLowerCase()
    .replace(/[.\s_-]+/g, "");
}

function register(map: Map<string, Book>, key: string, book: Book, normalize = normalizeBookKey) {
  const k = normalize(key);
  if (k && !map.has(k)) map.set(k, book);
}
for (const book of BOOKS) {
  for (const key of [book.osis, book.usfm, book.english, book.sword, String(book.number)]) register(lookup, key, book);
}
for (const code of LANGUAGE_CODES) {
  const own = { exact: new Map<string, Book>(), folded: new Map<string, Book>() };
  lookupByLanguage.set(code, own);
  for (const book of BOOKS) {
    const n = names[book.osis]?.[code];
    if (!n) continue;
    for (const key of [n.name, ...n.aliases, n.abbr]) {
      register(own.exact, key, book, exactKey);
      register(own.folded, key, book);
    }
    for (const key of [n.name, ...n.aliases]) register(lookup, key, book);
  }
}

/**
 * Finds a book by the spec's English name ('1 Corinthians'), an OSIS or USFM id, the SWORD name,
 * its number (1-66) or its name in any of the 12 interface languages. Abbreviations are ambiguous
 * across languages, so they are only understood with the language they are written in.
 */
export function findBook(value: string | number, language?: LanguageCode): Book | undefined {
  if (typeof value === "number") return BOOKS[value - 1];
  const key = normalizeBookKey(value);
  const own = language && lookupByLanguage.get(language);
  return (own && (own.exact.get(exactKey(value)) ?? own.folded.get(key))) || lookup.get(key);
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
    const next = BOOKS.find((b) => b.number === book.number + 1);
    return next ? { book: next, chapter: 1 } : undefined;
  }
  if (chapter > 1) return { book, chapter: chapter - 1 };
  const previous = book.number >= 2 ? BOOKS[book.number - 2] : undefined;
  return previous ? { book: previous, chapter: previous.verses.length } : undefined;
}

export const TOTAL_CHAPTERS = BOOKS.reduce((n, b) => n + b.verses.length, 0);
export const TOTAL_VERSES = BOOKS.reduce((n, b) => n + b.verses.reduce((a, v) => a + v, 0), 0);
