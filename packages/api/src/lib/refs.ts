import { type Book, bookByNumber, findBook, findLanguage, type Language } from "@bible/canon";
import { isValidReference, verseCount } from "@bible/canon/verses";
import { frenchMessage } from "@bible/i18n";
import { invalidField } from "../errors";

/** Resolves a book given in any accepted form, or answers 400 naming the field. */
export function resolveBook(value: string, field = "book"): Book {
  const book = findBook(value);
  if (!book) throw invalidField(field, frenchMessage("errors.unknownBook", { book: value }));
  return book;
}

export function resolveLanguage(value: string, field = "language"): Language {
  const language = findLanguage(value);
  if (!language) throw invalidField(field, frenchMessage("errors.unsupportedLanguage", { language: value }));
  return language;
}

/** The spec's English name and the OSIS id of a stored book number. */
export function bookLabel(number: number): { book: string; bookId: string } {
  const book = bookByNumber(number);
  return { book: book.english, bookId: book.osis };
}

export function iso(date: Date): string {
  return date.toISOString();
}

/** 400 naming `chapter` or `verse` when the reference does not exist in the canon. */
export function checkReference(
  book: Book,
  chapter: number,
  verse?: number | null,
  fields: { chapter: string; verse: string } = { chapter: "chapter", verse: "verse" },
): void {
  const chapters = book.chapters;
  if (chapter > chapters) {
    throw invalidField(
      fields.chapter,
      frenchMessage("errors.chapterOutOfRange", { book: book.english, max: chapters, chapter }),
    );
  }
  if (verse !== undefined && verse !== null && !isValidReference(book, chapter, verse)) {
    throw invalidField(
      fields.verse,
      frenchMessage("errors.verseOutOfRange", { book: book.english, chapter, max: verseCount(book, chapter), verse }),
    );
  }
}
