import { findListedBook } from "@/lib/books";

/** The /lire search params: `?book=John&chapter=3&verse=16`, so a chapter (and a verse in it) can be linked. */
export type ReaderSearch = { book?: string; chapter?: number; verse?: number };

/**
 * TanStack Router's validateSearch for /lire: a known book (English name, OSIS id or number) is kept
 * under its English name, a chapter only when it exists in that book; anything else is dropped so the
 * reader falls back to the saved position.
 */
export function parseReaderSearch(search: Record<string, unknown>): ReaderSearch {
  const book =
    typeof search.book === "string" || typeof search.book === "number" ? findListedBook(search.book) : undefined;
  if (!book) return {};
  const chapter = Number(search.chapter);
  if (!(Number.isInteger(chapter) && chapter >= 1 && chapter <= book.chapters)) return { book: book.english };
  const verse = Number(search.verse);
  return Number.isInteger(verse) && verse >= 1 && verse <= 176
    ? { book: book.english, chapter, verse }
    : { book: book.english, chapter };
}
