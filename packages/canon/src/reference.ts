import type { Book } from "./books.ts";
import { findBook, findBookByPrefix } from "./find-book.ts";
import { LANGUAGE_CODES, type LanguageCode } from "./languages.ts";

/** A place in the Bible typed by a reader: 'Jean 3:16', 'Gen 1:1-5', 'Psaume 23', '요한복음 3:16'. */
export type ParsedReference = { book: Book; chapter: number; verse?: number; verseEnd?: number };

/**
 * What the search box makes of a text: a reference, a reference whose book exists but whose chapter or verse
 * range cannot be (`invalid`, with the field at fault), or no reference at all (`none`: search the words).
 */
export type ReferenceParse =
  | { kind: "reference"; reference: ParsedReference }
  | { kind: "invalid"; book: Book; problem: "chapter" | "verse"; chapter: number; verse?: number }
  | { kind: "none" };

// Arabic-Indic, Persian and full-width digits are read as the ASCII ones.
const DIGIT_RANGES = [0x0660, 0x06f0, 0xff10];

function asciiDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/g, (d) => {
    const code = d.charCodeAt(0);
    const base = DIGIT_RANGES.find((start) => code >= start && code <= start + 9) ?? 0x30;
    return String(code - base);
  });
}

// Book, then chapter, then optionally ':' / ',' / '.' and a verse, then optionally a dash and a last verse.
// The book is lazy, down to one character ('요 3:16'), so '1 Co 13' keeps its leading number; Chinese and Japanese
// may omit the space ('约翰福音3:16').
const SHAPE =
  /^(?<book>\S(?:.*?\S)??)\.?\s*(?<chapter>\d{1,3})(?:\s*[:：,，.]\s*(?<verse>\d{1,3})(?:\s*[-–—~～]\s*(?<end>\d{1,3}))?)?$/u;

/**
 * Chinese, Japanese and Korean count chapters and verses: '요한복음 3장 16절', '约翰福音 第3章16节', 'ヨハネ 3章16節',
 * '시편 23편' are written back as '… 3:16' and '… 23'.
 */
function withoutCounters(text: string): string {
  return text
    .replace(/第\s*(?=\d)/gu, " ")
    .replace(/(\d)\s*[章장편篇]\s*(?=\d)/gu, "$1:")
    .replace(/(\d)\s*[章장편篇節节절]/gu, "$1")
    .trim();
}

/**
 * The word a language puts before an evangelist's or an apostle's name ('S. Juan', 'San Giovanni', 'St. John',
 * 'Saint Jean', 'Св. Иоанна'): dropped before the book is looked up.
 */
const TITLES: Record<LanguageCode, readonly string[]> = {
  fr: ["saint", "st"],
  en: ["saint", "st"],
  es: ["san", "s"],
  de: ["sankt", "st", "hl"],
  it: ["san", "s"],
  pt: ["são", "s"],
  zh: [],
  ko: [],
  ja: [],
  ru: ["св", "святого"],
  ar: [],
  uk: ["св", "святого"],
};

function withoutTitle(name: string, language: LanguageCode | undefined): string | undefined {
  const match = /^(\p{L}+)\.?\s+(?=\p{L})/u.exec(name);
  if (!match?.[1]) return undefined;
  const word = match[1].toLowerCase();
  const codes = language ? [language, ...LANGUAGE_CODES] : LANGUAGE_CODES;
  return codes.some((code) => TITLES[code].includes(word)) ? name.slice(match[0].length) : undefined;
}

/**
 * Finds the book in the reader's language first, then in any of the 12 (names, aliases, then abbreviations), then
 * as a name cut short ('Иоан.'), then without a saint's title ('S. Juan').
 */
function findBookAnywhere(name: string, language: LanguageCode | undefined): Book | undefined {
  const found = findBook(name, language);
  if (found) return found;
  for (const code of LANGUAGE_CODES) {
    const book = findBook(name, code);
    if (book) return book;
  }
  const short = findBookByPrefix(name, language);
  if (short) return short;
  const untitled = withoutTitle(name, language);
  return untitled ? findBookAnywhere(untitled, language) : undefined;
}

/**
 * Reads a Bible reference in any of the 12 languages ('Jean 3:16', 'Jn 3,16', '1 Co 13', 'Gen 1:1-5',
 * 'Иоанна 3:16', 'ヨハネ 3:16', 'يوحنا ٣:١٦'). The chapter is checked against the book; `verseCount`, when
 * given (server side, see `@bible/canon/verses`), checks the verses too.
 */
export function parseReference(
  input: string,
  language?: LanguageCode,
  verseCount?: (book: Book, chapter: number) => number,
): ReferenceParse {
  const text = withoutCounters(asciiDigits(input.normalize("NFC").trim().replace(/\s+/g, " ")));
  const match = SHAPE.exec(text);
  if (!match?.groups) return { kind: "none" };
  const { book: name = "", chapter: chapterText = "", verse: verseText, end: endText } = match.groups;
  const book = findBookAnywhere(name.trim(), language);
  if (!book) return { kind: "none" };
  const chapter = Number(chapterText);
  if (chapter < 1 || chapter > book.chapters) return { kind: "invalid", book, problem: "chapter", chapter };
  if (verseText === undefined) return { kind: "reference", reference: { book, chapter } };
  const verse = Number(verseText);
  const verseEnd = endText === undefined ? undefined : Number(endText);
  const last = verseCount?.(book, chapter) ?? Number.POSITIVE_INFINITY;
  if (verse < 1 || verse > last || (verseEnd !== undefined && (verseEnd < verse || verseEnd > last))) {
    return {
      kind: "invalid",
      book,
      problem: "verse",
      chapter,
      verse: verse < 1 || verse > last ? verse : (verseEnd ?? verse),
    };
  }
  return {
    kind: "reference",
    reference:
      verseEnd === undefined || verseEnd === verse ? { book, chapter, verse } : { book, chapter, verse, verseEnd },
  };
}
