import { BOOK_LIST, localizedBookName } from "@bible/i18n/books";
import { findListedBook } from "./books";

/**
 * A book's name in the interface language, from whatever the API sends: its number (1-66), its
 * English name or its OSIS id. An unknown value is shown as it came.
 */
export function bookName(book: number | string, interfaceLanguage: string): string {
  const entry = typeof book === "number" ? BOOK_LIST[book - 1] : findListedBook(book);
  return entry ? localizedBookName(entry, interfaceLanguage.slice(0, 2)) : String(book);
}
