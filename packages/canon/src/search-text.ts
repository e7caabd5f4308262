import { findLanguage, type LanguageId } from "./languages.ts";

/**
 * How a language's text is searched in PostgreSQL: the text-search configuration (the eight languages
 * PostgreSQL and PGlite stem themselves; `simple` for the others), whether its words are cut by
 * `Intl.Segmenter` first (Chinese and Japanese write without spaces) and whether a query word also finds the
 * longer words it begins (Korean particles and Ukrainian endings, which no shipped stemmer removes).
 */
export type SearchLanguage = {
  config: "french" | "english" | "spanish" | "german" | "italian" | "portuguese" | "russian" | "arabic" | "simple";
  segment: boolean;
  prefix: boolean;
  locale: string;
};

const SEARCH_LANGUAGES: Record<LanguageId, SearchLanguage> = {
  french: { config: "french", segment: false, prefix: false, locale: "fr" },
  english: { config: "english", segment: false, prefix: false, locale: "en" },
  spanish: { config: "spanish", segment: false, prefix: false, locale: "es" },
  german: { config: "german", segment: false, prefix: false, locale: "de" },
  italian: { config: "italian", segment: false, prefix: false, locale: "it" },
  portuguese: { config: "portuguese", segment: false, prefix: false, locale: "pt" },
  russian: { config: "russian", segment: false, prefix: false, locale: "ru" },
  arabic: { config: "arabic", segment: false, prefix: false, locale: "ar" },
  chinese: { config: "simple", segment: true, prefix: false, locale: "zh" },
  japanese: { config: "simple", segment: true, prefix: false, locale: "ja" },
  korean: { config: "simple", segment: false, prefix: true, locale: "ko" },
  ukrainian: { config: "simple", segment: false, prefix: true, locale: "uk" },
};

/** The search settings of a language (spec name or two-letter code); `simple` word search for an unknown one. */
export function searchLanguage(language: string): SearchLanguage {
  const id = languageId(language);
  return id ? SEARCH_LANGUAGES[id] : { config: "simple", segment: false, prefix: false, locale: "en" };
}

const LATIN = new Set(["french", "english", "spanish", "german", "italian", "portuguese"]);

/** The language id of a language name or code as callers pass it: a verse at a time, so looked up once. */
const languageIds = new Map<string, LanguageId | undefined>();
function languageId(language: string): LanguageId | undefined {
  if (!languageIds.has(language)) {
    if (languageIds.size >= 64) languageIds.clear();
    languageIds.set(language, findLanguage(language)?.id);
  }
  return languageIds.get(language);
}

/** Case, accents and ligatures folded as a reader of a Latin-script language types them. */
const foldLatin = (lower: string) =>
  lower
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/ß/g, "ss")
    .replace(/[œ]/g, "oe")
    .replace(/[æ]/g, "ae")
    .normalize("NFC");
/**
 * Text of ASCII, Latin-1, Latin Extended-A and B letters and general punctuation (U+2000 and U+2001 excepted, which
 * NFD changes): no combining mark, and no two characters that compose, so each character folds on its own.
 * PLAIN_LATIN has none that folding changes (the Latin-1 symbols only have compatibility decompositions).
 */
const LATIN_LETTERS = /^[\0-\u024f\u2002-\u206f]*$/;
const PLAIN_LATIN = /^[\0-\xbf\u2002-\u206f]*$/;
const ACCENTED = /[\xc0-\u024f]/g;
const foldedLetters = new Map<string, string>();
const foldLetter = (letter: string) => {
  let folded = foldedLetters.get(letter);
  if (folded === undefined) {
    folded = foldLatin(letter);
    foldedLetters.set(letter, folded);
  }
  return folded;
};

/**
 * Folds case and accents the way a reader of the language types: 'Éternel' → 'eternel' in the Latin-script
 * languages, 'Ё' → 'е' in Russian and Ukrainian (their 'й' and 'ї' stay letters of their own), the vowel marks and
 * alef forms of Arabic, full-width forms in Chinese and Japanese. Korean syllables are left whole.
 */
export function foldSearchText(language: string, text: string): string {
  const id = languageId(language);
  const lower = text.toLowerCase();
  if (id && LATIN.has(id)) {
    // A verse is folded letter by letter when it can be (the same result, without normalizing it twice).
    if (PLAIN_LATIN.test(lower)) return lower;
    if (LATIN_LETTERS.test(lower)) return lower.replace(ACCENTED, foldLetter);
    return foldLatin(lower);
  }
  if (id === "russian" || id === "ukrainian") return lower.replace(/ё/g, "е").replace(/\u0301/g, "");
  if (id === "arabic") {
    return lower
      .replace(/[\u064b-\u065f\u0670\u0640]/g, "")
      .replace(/[أإآٱ]/g, "ا")
      .replace(/ى/g, "ي");
  }
  if (id === "chinese" || id === "japanese") return lower.normalize("NFKC");
  return lower.normalize("NFC");
}

const segmenters = new Map<string, Intl.Segmenter>();

/** The words of a text in reading order (dictionary segmentation for Chinese and Japanese), punctuation left out. */
export function searchWords(language: string, text: string): string[] {
  const { locale } = searchLanguage(language);
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: "word" });
    segmenters.set(locale, segmenter);
  }
  const words: string[] = [];
  for (const part of segmenter.segment(text)) if (part.isWordLike) words.push(part.segment);
  return words;
}

const HAN_OR_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** What a character of the Basic Multilingual Plane is to plainCjkDocument (0: anything else). */
const LETTER = 1;
const LONG_VOWEL = 2;
const ITERATION = 3;
const PUNCTUATION = 4;
let cjkKinds: Uint8Array | undefined;

/** Built on the first Chinese or Japanese text (a few milliseconds), by the Unicode properties of each character. */
function cjkKindTable(): Uint8Array {
  if (cjkKinds) return cjkKinds;
  const kinds = new Uint8Array(0x10000);
  const letter = /^(?=[\p{L}\p{Nl}])[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u;
  for (let code = 0; code < 0x10000; code++) {
    if (code < 0xd800 || code > 0xdfff) kinds[code] = letter.test(String.fromCharCode(code)) ? LETTER : 0;
  }
  for (const mark of " ,.;:!?()[]、。「」『』〔〕・―") kinds[mark.charCodeAt(0)] = PUNCTUATION;
  kinds[0x30fc] = LONG_VOWEL;
  kinds[0x3005] = ITERATION;
  kinds[0x303b] = ITERATION;
  cjkKinds = kinds;
  return kinds;
}

/** The code units of the document being built, reused. */
const documentCodes: number[] = [];

/**
 * The tokens, separated by spaces, of text the segmenter's cut cannot change: Han and kana letters, 'ー' (never two
 * in a row), an iteration mark after a letter (人々), spaces and the punctuation of the shipped Chinese and
 * Japanese Bibles. There every letter and every 'ー' is a token of its own and each punctuation mark none
 * (checked against Intl.Segmenter on every Han and kana letter in context and on random text). Undefined for text
 * with anything else (Latin letters, digits, radicals and other symbols of these scripts, characters outside the
 * Basic Multilingual Plane, 'ーー', which the segmenter keeps as one word, a lone 々, which it leaves out): it is
 * segmented. One pass over the text, no string per character: most verses are read so, 15 times faster.
 */
function plainCjkDocument(text: string): string | undefined {
  // Up to what one call takes as arguments (a verse is a few hundred characters).
  if (text.length > 8192) return undefined;
  const kinds = cjkKindTable();
  const codes = documentCodes;
  codes.length = 0;
  let previous = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const kind = kinds[code] as number; // charCodeAt is below 65536, the table's length
    if (kind === PUNCTUATION) {
      previous = kind;
      continue;
    }
    const token =
      kind === LETTER ||
      (kind === LONG_VOWEL && previous !== LONG_VOWEL) ||
      (kind === ITERATION && (previous === LETTER || previous === ITERATION));
    if (!token) return undefined;
    if (codes.length > 0) codes.push(0x20);
    codes.push(code);
    previous = kind;
  }
  // One string from the codes: apply reads the array as it is, a spread would iterate it.
  return String.fromCharCode.apply(null, codes);
}

/**
 * The tokens of Chinese or Japanese text: its words (Intl.Segmenter), those written in Han or kana split into
 * their characters, so that a query matches as a run of characters whatever way the dictionary cut the verse
 * and the query ('爱世人' in '神爱世人'); Latin words and numbers stay whole.
 */
function characterTokens(language: string, text: string): string[] {
  const plain = plainCjkDocument(text);
  if (plain !== undefined) return plain === "" ? [] : plain.split(" ");
  return searchWords(language, text).flatMap((word) => (HAN_OR_KANA.test(word) ? [...word] : [word]));
}

/** The text given to `to_tsvector`: folded, and for Chinese and Japanese cut into tokens separated by spaces. */
export function searchDocument(language: string, text: string): string {
  const folded = foldSearchText(language, text);
  if (!searchLanguage(language).segment) return folded;
  return plainCjkDocument(folded) ?? characterTokens(language, folded).join(" ");
}

/** A typed query: words and "quoted phrases" (a phrase's words must follow each other). */
export type SearchTerms = { words: string[]; phrases: string[][] };

/** Splits a query into its words and its quoted phrases, folded and segmented like the indexed text. */
export function searchTerms(language: string, query: string): SearchTerms {
  const phrases: string[][] = [];
  const words: string[] = [];
  const add = (parts: string[]) => {
    if (parts.length > 1) phrases.push(parts);
    else words.push(...parts);
  };
  const rest = query.replace(/["“”«»„「」『』]([^"“”«»„「」『』]+)["“”«»„「」『』]/g, (_, phrase: string) => {
    add(
      searchLanguage(language).segment
        ? characterTokens(language, foldSearchText(language, phrase))
        : searchWords(language, foldSearchText(language, phrase)),
    );
    return " ";
  });
  if (searchLanguage(language).segment) {
    // Chinese and Japanese: what is typed without a space is one run of characters.
    for (const chunk of rest.split(/\s+/)) add(characterTokens(language, foldSearchText(language, chunk)));
  } else {
    for (const word of searchWords(language, foldSearchText(language, rest))) words.push(word);
  }
  return { words: [...new Set(words)], phrases };
}

function lexeme(word: string, prefix: boolean): string {
  return `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'${prefix ? ":*" : ""}`;
}

/**
 * The whole query as one phrase (`'aim' <-> 'le' <-> 'mond'`): the verses where the words stand in that order
 * rank first. Empty when the query has fewer than two words.
 */
export function searchPhraseText(terms: SearchTerms): string {
  const all = [...terms.words, ...terms.phrases.flat()];
  return all.length < 2 ? "" : all.map((w) => lexeme(w, false)).join(" <-> ");
}

/**
 * The whole query as typed, a phrase of its words lower-cased but not folded nor stemmed, for PostgreSQL's `simple`
 * configuration over the verse's own text: the stemmed phrase loses the stop words ('"so loved the world"' is
 * 'love' <2> 'world', which 'Love not the world' has too), this one keeps them. Empty when the query has fewer than
 * two words, and in the languages searched with `simple` already (nothing is dropped there) or cut into characters.
 */
export function searchLiteralText(language: string, query: string): string {
  const { config, segment } = searchLanguage(language);
  if (config === "simple" || segment) return "";
  const words = searchWords(language, query.normalize("NFC").toLowerCase());
  return words.length < 2 ? "" : words.map((w) => lexeme(w, false)).join(" <-> ");
}

/**
 * The `to_tsquery` text of a query in a language: every word and phrase must be there ('&'), a phrase's words in
 * order ('<->'), Korean and Ukrainian words also as the beginning of a longer word (':*'). Empty when no word.
 */
export function searchQueryText(language: string, terms: SearchTerms): string {
  const { prefix } = searchLanguage(language);
  const parts = [
    ...terms.words.map((w) => lexeme(w, prefix)),
    ...terms.phrases.map((p) => `(${p.map((w, i) => lexeme(w, prefix && i === p.length - 1)).join(" <-> ")})`),
  ];
  return parts.join(" & ");
}
