import { findLanguage, parseReference } from "@bible/canon";

/** Where /lire opens for a reference: the book's English name, the chapter and the first verse. */
export type ReaderTarget = { book: string; chapter: number; verse?: number };

/**
 * A typed text read as a reference, in the interface language first ('Jean 3:16', 'Jn 3,16', '요한복음 3:16'), as
 * the server's search reads it: the place, "invalid" when it names a book but a chapter the book lacks, undefined
 * when it is no reference (the verse is not checked here: the web app holds no verse counts).
 */
export function queryReference(q: string, interfaceLanguage: string): ReaderTarget | "invalid" | undefined {
  const parsed = parseReference(q, findLanguage(interfaceLanguage.slice(0, 2))?.code);
  if (parsed.kind === "invalid") return "invalid";
  if (parsed.kind !== "reference") return undefined;
  const { book, chapter, verse } = parsed.reference;
  return verse === undefined ? { book: book.english, chapter } : { book: book.english, chapter, verse };
}

/**
 * The place a typed text names: the header box opens /lire there at once, without a round trip. A chapter that
 * does not exist is no target (the search then says why).
 */
export function referenceTarget(q: string, interfaceLanguage: string): ReaderTarget | undefined {
  const target = queryReference(q, interfaceLanguage);
  return target === "invalid" ? undefined : target;
}
