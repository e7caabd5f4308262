import { BOOKS, findBook } from "@bible/canon";

// The data sets name books by their OSIS, USFM or SWORD ids and English names, as the canon writes them: those are
// read from this table (the first book to give a name keeps it, as in findBook). Other names go to findBook, which
// builds its look-up of every name in 12 languages first (a Unicode normalisation of each) and folds the name given;
// the few the data sets write are read once each.
const CANONICAL = new Map<string, number>();
for (const book of BOOKS) {
  for (const name of [book.osis, book.usfm, book.english, book.sword]) {
    if (!CANONICAL.has(name)) CANONICAL.set(name, book.number);
  }
}
const found = new Map<string, number | null>();

/** The number of the book `name` names (as findBook reads it), or null. */
export function bookNumber(name: string): number | null {
  const canonical = CANONICAL.get(name);
  if (canonical !== undefined) return canonical;
  let number = found.get(name);
  if (number === undefined) {
    number = findBook(name)?.number ?? null;
    found.set(name, number);
  }
  return number;
}
