import { findBook, localizedBookName } from "@bible/canon";

/**
 * A book's name in the interface language, from whatever the API sends: its number (1-66), its
 * English name or its OSIS id. An unknown value is shown as it came.
 */
export function bookName(book: number | string, interfaceLanguage: string): string {
  const found = findBook(book);
  return found ? localizedBookName(found, interfaceLanguage.slice(0, 2)) : String(book);
}
