import { BOOK_NAMES } from "./book-names.ts";
import { BOOKS, type Book } from "./books.ts";
import { LANGUAGE_CODES, type LanguageCode } from "./languages.ts";

/** Folds case, accents, dots and spacing so 'Genèse', 'genese', '1 Cor.' and '1cor' compare equal. */
function foldedKey(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[.\s_-]+/g, "");
}

/** Keeps accents, so Portuguese 'Jó' (Job) and 'Jo' (John) stay apart. */
function exactKey(value: string): string {
  return value
    .normalize("NFC")
    .toLowerCase()
    .replace(/[.\s_-]+/g, "");
}

type Lookups = {
  any: Map<string, Book>;
  /** Per-language names, aliases and abbreviations: 'Jn' is John in French and Jonah in Portuguese. */
  byLanguage: Map<LanguageCode, { exact: Map<string, Book>; folded: Map<string, Book> }>;
};

function register(map: Map<string, Book>, key: string, book: Book, normalize = foldedKey) {
  const k = normalize(key);
  if (k && !map.has(k)) map.set(k, book);
}

function buildLookups(): Lookups {
  const any = new Map<string, Book>();
  const byLanguage: Lookups["byLanguage"] = new Map();
  for (const book of BOOKS) {
    for (const key of [book.osis, book.usfm, book.english, book.sword, String(book.number)]) register(any, key, book);
  }
  for (const code of LANGUAGE_CODES) {
    const own = { exact: new Map<string, Book>(), folded: new Map<string, Book>() };
    byLanguage.set(code, own);
    for (const book of BOOKS) {
      const names = BOOK_NAMES[book.osis]?.[code];
      if (!names) continue;
      for (const key of [names.name, ...names.aliases, names.abbr]) {
        register(own.exact, key, book, exactKey);
        register(own.folded, key, book);
      }
      for (const key of [names.name, ...names.aliases]) register(any, key, book);
    }
  }
  return { any, byLanguage };
}

// Built on the first search, not at import: most screens never search a book by name.
let lookups: Lookups | undefined;

/**
 * Finds a book by the spec's English name ('1 Corinthians'), an OSIS or USFM id, the SWORD name,
 * its number (1-66) or its name in any of the 12 languages. Abbreviations are ambiguous
 * across languages, so they are only understood with the language they are written in.
 */
export function findBook(value: string | number, language?: LanguageCode): Book | undefined {
  if (typeof value === "number") return Number.isInteger(value) ? BOOKS[value - 1] : undefined;
  // Without a letter it can only be a number, and then a whole one: folding would read '-1' as '1' (Genesis)
  // and '1.5' as '15' (Ezra).
  if (!/\p{L}/u.test(value)) return /^\s*\d{1,2}\s*$/.test(value) ? BOOKS[Number(value) - 1] : undefined;
  lookups ??= buildLookups();
  const own = language && lookups.byLanguage.get(language);
  return (
    (own && (own.exact.get(exactKey(value)) ?? own.folded.get(foldedKey(value)))) || lookups.any.get(foldedKey(value))
  );
}
