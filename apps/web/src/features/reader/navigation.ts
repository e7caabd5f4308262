import { BOOKS, type Book } from "@bible/canon";
import { findListedBook } from "@/lib/books";

export type ReaderPosition = { book: Book; chapter: number };

export const FIRST_POSITION: ReaderPosition = { book: BOOKS[0], chapter: 1 };

export const OLD_TESTAMENT_BOOKS = BOOKS.filter((b) => b.testament === "OT");
export const NEW_TESTAMENT_BOOKS = BOOKS.filter((b) => b.testament === "NT");

/** A position from loose input, or undefined when the book is unknown; an out-of-range chapter becomes 1. */
export function resolvePosition(
  book: string | number | null | undefined,
  chapter: unknown,
): ReaderPosition | undefined {
  const found = findListedBook(book);
  if (!found) return undefined;
  const n = typeof chapter === "number" ? chapter : Number(chapter);
  return { book: found, chapter: Number.isInteger(n) && n >= 1 && n <= found.chapters ? n : 1 };
}

/** Changing the book keeps the chapter when the new book has it, else goes to chapter 1. */
export function changeBook(position: ReaderPosition, book: Book): ReaderPosition {
  return { book, chapter: position.chapter <= book.chapters ? position.chapter : 1 };
}

/** The next or previous chapter across book boundaries; undefined before Genesis 1 and after Revelation 22. */
export function adjacentPosition(position: ReaderPosition, direction: "previous" | "next"): ReaderPosition | undefined {
  const index = BOOKS.indexOf(position.book);
  if (direction === "next") {
    if (position.chapter < position.book.chapters) return { book: position.book, chapter: position.chapter + 1 };
    const next = BOOKS[index + 1];
    return next ? { book: next, chapter: 1 } : undefined;
  }
  if (position.chapter > 1) return { book: position.book, chapter: position.chapter - 1 };
  const previous = index > 0 ? BOOKS[index - 1] : undefined;
  return previous ? { book: previous, chapter: previous.chapters } : undefined;
}

export function chapterNumbers(book: Book): number[] {
  return Array.from({ length: book.chapters }, (_, i) => i + 1);
}
