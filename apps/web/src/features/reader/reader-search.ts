import { findListedBook } from "@/lib/books";

/** The /lire search params: `?book=John&chapter=3`, so a chapter can be linked and reloaded. */
export type ReaderSearch = { book?: string; chapter?: number };

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
  return Number.isInteger(chapter) && chapter >= 1 && chapter <= book.chapters
    ? { book: book.english, chapter }
    : { book: book.english };
}
