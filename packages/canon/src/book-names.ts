import names from "./book-names.json" with { type: "json" };
import type { Book } from "./books.ts";

export type LocalizedBookName = { name: string; abbr: string; aliases: string[] };

/** Name, abbreviation and aliases of each book (by OSIS id) in the 12 languages (by two-letter code). */
export const BOOK_NAMES: Record<string, Record<string, LocalizedBookName>> = names;

/** The book's name in one of the 12 languages (two-letter code); the English name when there is none. */
export function localizedBookName(book: Book, languageCode: string): string {
  return BOOK_NAMES[book.osis]?.[languageCode]?.name ?? book.english;
}
