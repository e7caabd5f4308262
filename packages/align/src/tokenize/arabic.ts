import type { WordSplitter } from "./types.ts";

/** Letter boundaries of a word, each letter with the vowel signs that follow it (a vocalised text keeps its marks). */
function letterEnds(word: string): number[] {
  const ends: number[] = [];
  for (const match of word.matchAll(/\P{M}\p{M}*/gu)) ends.push(match.index + match[0].length);
  return ends;
}

const bare = (word: string) => word.replace(/[\p{M}\u0640]/gu, "");

/**
 * Arabic writes its conjunctions, some prepositions and the article on the word: والأرض = و + ال + أرض. The
 * conjunction و/ف is split off when at least three letters remain; ب, ك and ل only before the article (a bare
 * بيت is "house", not ب + يت); للرب is ل + ل(ال) + رب. The name of God (الله, لله) is never split: its ال is not
 * the article of some "له" ("to him").
 */
export const splitArabic: WordSplitter = (word) => {
  const ends = letterEnds(word);
  const letters = bare(word);
  const pieces: { start: number; end: number; clitic: boolean }[] = [];
  let at = 0;
  const offset = () => (at === 0 ? 0 : (ends[at - 1] ?? 0));
  const take = (count: number) => {
    const start = offset();
    at += count;
    pieces.push({ start, end: ends[at - 1] ?? word.length, clitic: true });
  };
  const rest = () => letters.slice(at);
  if (/^[وف]/.test(letters) && letters.length - 1 >= 3) take(1);
  if (!/^(الله|لله)/.test(rest())) {
    if (/^[بكل]ال/.test(rest()) && rest().length >= 5) take(1);
    if (/^لل/.test(rest()) && rest().length >= 4) {
      take(1);
      take(1);
    } else if (/^ال/.test(rest()) && rest().length >= 4) take(2);
  }
  pieces.push({ start: offset(), end: word.length, clitic: false });
  return pieces;
};

/** Vowel signs and tatweel dropped, hamza-carrying alefs folded to ا, alef maqsura to ي. */
export function foldArabic(text: string): string {
  return bare(text)
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ى/g, "ي");
}
