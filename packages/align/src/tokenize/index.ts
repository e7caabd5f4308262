import { foldArabic, splitArabic } from "./arabic.ts";
import type { WordSpan } from "./bounds.ts";
import { CHINESE_TOKENIZER_REVISION, cutPhrases } from "./chinese.ts";
import { joinCompoundVerbs, mergeKana } from "./japanese.ts";
import { splitKorean } from "./korean.ts";
import { splitEnglish, splitFrench, splitGerman, splitItalian, splitPortuguese, splitSpanish } from "./latin.ts";
import type { TextLanguage, Token, WordSplitter } from "./types.ts";

export { decodeWordSpans, encodeWordSpans, spanAt, type WordSpan } from "./bounds.ts";
export type { TextLanguage, Token } from "./types.ts";

type Scheme = {
  locale: string;
  /** Words as the text separates them (spaces, punctuation), then split by `split`; or a dictionary segmenter. */
  words: RegExp | "segmenter";
  /**
   * Corrects the segmenter's words (Japanese hiragana and compound verbs, Chinese phrases held as one word); a word
   * with `cuts` keeps the segments it was made of as its tokens (a Japanese compound verb).
   */
  merge?: (segments: { index: number; word: string }[]) => { index: number; word: string; cuts?: number[] }[];
  split: WordSplitter;
  fold: (text: string) => string;
};

const LETTERS = /[\p{L}\p{M}\p{N}]+(?:['’ʼ][\p{L}\p{M}\p{N}]+)*/gu;
/** Diodati keeps a final apostrophe on truncated words (de’, e’), which belongs to the word. */
const ITALIAN_LETTERS = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*(?:['’](?![\p{L}\p{M}]))?/gu;
const whole: WordSplitter = (word) => [{ start: 0, end: word.length, clitic: false }];

const apostrophes = (text: string) => text.replace(/[’ʼ]/g, "'");
const lower = (locale: string) => (text: string) => apostrophes(text.normalize("NFC").toLocaleLowerCase(locale));
const dropStress = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\u0301/g, "")
    .normalize("NFC");

const SCHEMES: Record<TextLanguage, Scheme> = {
  french: { locale: "fr", words: LETTERS, split: splitFrench, fold: lower("fr") },
  english: { locale: "en", words: LETTERS, split: splitEnglish, fold: lower("en") },
  spanish: { locale: "es", words: LETTERS, split: splitSpanish, fold: lower("es") },
  german: { locale: "de", words: LETTERS, split: splitGerman, fold: lower("de") },
  italian: { locale: "it", words: ITALIAN_LETTERS, split: splitItalian, fold: lower("it") },
  portuguese: { locale: "pt", words: LETTERS, split: splitPortuguese, fold: lower("pt") },
  russian: {
    locale: "ru",
    words: LETTERS,
    split: whole,
    fold: (text) => dropStress(lower("ru")(text)).replace(/ё/g, "е"),
  },
  ukrainian: { locale: "uk", words: LETTERS, split: whole, fold: (text) => dropStress(lower("uk")(text)) },
  arabic: { locale: "ar", words: LETTERS, split: splitArabic, fold: foldArabic },
  korean: { locale: "ko", words: LETTERS, split: splitKorean, fold: (text) => text.normalize("NFC") },
  chinese: {
    locale: "zh",
    words: "segmenter",
    merge: cutPhrases,
    split: whole,
    fold: (text) => text.normalize("NFC"),
  },
  japanese: {
    locale: "ja",
    words: "segmenter",
    merge: (segments) => joinCompoundVerbs(mergeKana(segments)),
    split: whole,
    fold: (text) => text.normalize("NFC"),
  },
};

/**
 * The revision of a language's tokenizer, when its words changed since the aligner's model was named: an alignment
 * stored before that is stale (its links point at the old tokens).
 */
export function tokenizerRevision(language: TextLanguage): string | null {
  return language === "chinese" ? CHINESE_TOKENIZER_REVISION : null;
}

const segmenters = new Map<string, Intl.Segmenter>();

function wordRuns(text: string, scheme: Scheme): { index: number; word: string; cuts?: number[] }[] {
  if (scheme.words !== "segmenter")
    return [...text.matchAll(scheme.words)].map((m) => ({ index: m.index, word: m[0] }));
  let segmenter = segmenters.get(scheme.locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(scheme.locale, { granularity: "word" });
    segmenters.set(scheme.locale, segmenter);
  }
  const words = [...segmenter.segment(text)]
    .filter((segment) => segment.isWordLike)
    .map((segment) => ({ index: segment.index, word: segment.segment }));
  return scheme.merge ? scheme.merge(words) : words;
}

/** A word's tokens where its segments were cut (`cuts`: where each after the first starts). */
function piecesAt(word: string, cuts: readonly number[]): { start: number; end: number; clitic: boolean }[] {
  const starts = [0, ...cuts];
  return starts.map((start, i) => ({ start, end: starts[i + 1] ?? word.length, clitic: false }));
}

/** The tokens of a verse in `language`, in text order, with their offsets in `text`. */
export function tokenize(text: string, language: TextLanguage): Token[] {
  const scheme = SCHEMES[language];
  const tokens: Token[] = [];
  let run = 0;
  for (const { index, word, cuts } of wordRuns(text, scheme)) {
    for (const piece of cuts ? piecesAt(word, cuts) : scheme.split(word)) {
      const surface = word.slice(piece.start, piece.end);
      const norm = scheme.fold(surface);
      // Nothing left once folded (an Arabic tatweel alone, ـ): no word to look up or mark.
      if (norm === "") continue;
      tokens.push({
        start: index + piece.start,
        end: index + piece.end,
        text: surface,
        norm,
        clitic: piece.clitic,
        word: run,
      });
    }
    run++;
  }
  return tokens;
}

/**
 * The tokens of the word the reader clicked: those overlapping [start, end) when the word's end is known, else
 * every token of the written word that covers `start` (والأرض clicked anywhere is و + ال + أرض).
 */
export function tokensAt(tokens: readonly Token[], start: number, end?: number): number[] {
  if (end !== undefined && end > start) {
    const inside = tokens.flatMap((t, i) => (t.start < end && t.end > start ? [i] : []));
    if (inside.length > 0) return inside;
  }
  const hit = tokens.find((t) => start >= t.start && start < t.end);
  if (!hit) return [];
  return tokens.flatMap((t, i) => (t.word === hit.word ? [i] : []));
}

/**
 * The written words of a verse (a word's tokens together: 하나님이 is one, not 하나님 + 이), as the reader selects
 * them: what `tokensAt` answers for a click covering one of them.
 */
export function writtenWords(text: string, language: TextLanguage): WordSpan[] {
  const spans: WordSpan[] = [];
  let current = -1;
  for (const token of tokenize(text, language)) {
    const last = spans.at(-1);
    if (last && token.word === current) last.end = token.end;
    else spans.push({ start: token.start, end: token.end });
    current = token.word;
  }
  return spans;
}
