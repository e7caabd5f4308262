import { bookByNumber, findLanguage, type LanguageCode, localizedBookName } from "@bible/canon";

export type VerseRef = { book: number; chapter: number; verse: number };

/** "Jean 3:16" in the reader's language. */
export function formatReference(ref: VerseRef, language: string): string {
  const code: LanguageCode = findLanguage(language)?.code ?? "fr";
  return `${localizedBookName(bookByNumber(ref.book), code)} ${ref.chapter}:${ref.verse}`;
}

export function isNewTestament(book: number): boolean {
  return book >= 40;
}
