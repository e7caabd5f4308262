import { findLanguage, type LanguageId } from "./languages";

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
  const found = findLanguage(language);
  return found ? SEARCH_LANGUAGES[found.id] : { config: "simple", segment: false, prefix: false, locale: "en" };
}

const LATIN = new Set(["french", "english", "spanish", "german", "italian", "portuguese"]);

/**
 * Folds case and accents the way a reader of the language types: 'Éternel' → 'eternel' in the Latin-script
 * languages, 'Ё' → 'е' in Russian and Ukrainian (their 'й' and 'ї' stay letters of their own), the vowel marks and
 * alef forms of Arabic, full-width forms in Chinese and Japanese. Korean syllables are left whole.
 */
export function foldSearchText(language: string, text: string): string {
  const id = findLanguage(language)?.id;
  const lower = text.toLowerCase();
  if (id && LATIN.has(id)) {
    return lower
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .replace(/ß/g, "ss")
      .replace(/[œ]/g, "oe")
      .replace(/[æ]/g, "ae")
      .normalize("NFC");
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

/** The text given to `to_tsvector`: folded, and for Chinese and Japanese cut into words separated by spaces. */
export function searchDocument(language: string, text: string): string {
  const folded = foldSearchText(language, text);
  return searchLanguage(language).segment ? searchWords(language, folded).join(" ") : folded;
}

/** A typed query: words and "quoted phrases" (a phrase's words must follow each other). */
export type SearchTerms = { words: string[]; phrases: string[][] };

/** Splits a query into its words and its quoted phrases, folded and segmented like the indexed text. */
export function searchTerms(language: string, query: string): SearchTerms {
  const phrases: string[][] = [];
  const words: string[] = [];
  const rest = query.replace(/["“”«»„「」『』]([^"“”«»„「」『』]+)["“”«»„「」『』]/g, (_, phrase: string) => {
    const parts = searchWords(language, foldSearchText(language, phrase));
    if (parts.length > 1) phrases.push(parts);
    else words.push(...parts);
    return " ";
  });
  for (const word of searchWords(language, foldSearchText(language, rest))) words.push(word);
  // A Chinese or Japanese word typed without spaces may be several dictionary words: they must follow each other.
  return { words: [...new Set(words)], phrases };
}

function lexeme(word: string, prefix: boolean): string {
  return `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'${prefix ? ":*" : ""}`;
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
