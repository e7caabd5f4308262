import { BOOKS, type Book } from "./books.ts";

function index(key: (book: Book) => string): Map<string, Book> {
  return new Map(BOOKS.map((book) => [key(book).toLowerCase(), book]));
}

const bySword = index((b) => b.sword);
const byUsfm = index((b) => b.usfm);
const byOsis = index((b) => b.osis);

/** Exact lookups by the names formats use; anything else (deuterocanonical books) is undefined. */
export const bookBySwordName = (name: string): Book | undefined => bySword.get(name.trim().toLowerCase());
export const bookByUsfmCode = (code: string): Book | undefined => byUsfm.get(code.trim().toLowerCase());
export const bookByOsisId = (id: string): Book | undefined => byOsis.get(id.trim().toLowerCase());
