import { BOOKS, type Book } from "@bible/canon";

const byKey = new Map<string, Book>();
for (const [index, book] of BOOKS.entries()) {
  for (const key of [book.english, book.osis, String(index + 1)])
    byKey.set(key.toLowerCase().replace(/\s+/g, ""), book);
}

/** The book a URL, a stored position or an API answer names: the English name ('1 Corinthians'), the OSIS id or the number 1-66. */
export function findListedBook(value: string | number | null | undefined): Book | undefined {
  if (value === null || value === undefined) return undefined;
  return byKey.get(String(value).toLowerCase().replace(/\s+/g, ""));
}
