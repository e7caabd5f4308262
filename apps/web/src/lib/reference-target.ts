import { findLanguage, parseReference } from "@bible/canon";

/** Where /lire opens for a reference: the book's English name, the chapter and the first verse. */
export type ReaderTarget = { book: string; chapter: number; verse?: number };

/**
 * The place a typed text names, read in the interface language first ('Jean 3:16', 'Jn 3,16', '요한복음 3:16'):
 * the header box opens /lire there at once, without a round trip. A chapter that does not exist is no target
 * (the server then says why).
 */
export function referenceTarget(q: string, interfaceLanguage: string): ReaderTarget | undefined {
  const parsed = parseReference(q, findLanguage(interfaceLanguage.slice(0, 2))?.code);
  if (parsed.kind !== "reference") return undefined;
  const { book, chapter, verse } = parsed.reference;
  return verse === undefined ? { book: book.english, chapter } : { book: book.english, chapter, verse };
}
