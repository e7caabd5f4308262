import { BOOK_NAMES } from "./book-names.ts";
import { BOOKS, type Book } from "./books.ts";
import { LANGUAGE_CODES, type LanguageCode } from "./languages.ts";

/**
 * Traditional Chinese characters → simplified, as the book names write them: learned from each Chinese name and its
 * traditional alias of the same length ('约翰福音' / '約翰福音'), so '約' and '約壹' read as '约' and '约壹'.
 */
function simplifiedCharacters(): Map<string, string> {
  const map = new Map<string, string>();
  for (const names of Object.values(BOOK_NAMES)) {
    const zh = names.zh;
    if (!zh) continue;
    const simplified = [...zh.name];
    for (const alias of zh.aliases) {
      const traditional = [...alias];
      if (traditional.length !== simplified.length) continue;
      traditional.forEach((char, i) => {
        const plain = simplified[i];
        if (plain && plain !== char && !map.has(char)) map.set(char, plain);
      });
    }
  }
  return map;
}

let simplified: Map<string, string> | undefined;

/** Folds case, accents, dots, spacing and traditional Chinese so 'Genèse', 'genese', '1 Cor.' and '1cor' compare equal. */
function foldedKey(value: string): string {
  simplified ??= simplifiedCharacters();
  const table = simplified;
  return value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[.\s_-]+/g, "")
    .replace(/[\u3400-\u9fff\uf900-\ufaff]/gu, (char) => table.get(char) ?? char);
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
  /** Every name and alias of every language, folded, with its book: what a name cut short ('Иоан.') begins. */
  names: { key: string; book: Book; language: LanguageCode }[];
  /** Per-language names, aliases and abbreviations: 'Jn' is John in French and Jonah in Portuguese. */
  byLanguage: Map<LanguageCode, { exact: Map<string, Book>; folded: Map<string, Book> }>;
};

function register(map: Map<string, Book>, key: string, book: Book, normalize = foldedKey) {
  const k = normalize(key);
  if (k && !map.has(k)) map.set(k, book);
}

function buildLookups(): Lookups {
  const any = new Map<string, Book>();
  const all: Lookups["names"] = [];
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
      for (const key of [names.name, ...names.aliases]) {
        register(any, key, book);
        all.push({ key: foldedKey(key), book, language: code });
      }
    }
  }
  return { any, names: all, byLanguage };
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

/** The one book whose name or alias begins with `key` among `names`, if exactly one does. */
function onlyBookBeginning(key: string, names: Lookups["names"]): Book | undefined {
  let found: Book | undefined;
  for (const name of names) {
    if (!name.key.startsWith(key)) continue;
    if (found && found !== name.book) return undefined;
    found = name.book;
  }
  return found;
}

/**
 * A book's name cut short, as printed Bibles abbreviate it ('Иоан.', 'Matth.', 'Apoc'): the one book whose name or
 * alias begins with it, in the reader's language first, then in all 12 (when all agree). Two letters at least, and
 * never a name's whole: that is `findBook`'s.
 */
export function findBookByPrefix(value: string, language?: LanguageCode): Book | undefined {
  const key = foldedKey(value);
  if ([...key].length < 2 || !/\p{L}/u.test(key)) return undefined;
  lookups ??= buildLookups();
  const { names } = lookups;
  return (
    (language
      ? onlyBookBeginning(
          key,
          names.filter((name) => name.language === language),
        )
      : undefined) ?? onlyBookBeginning(key, names)
  );
}
