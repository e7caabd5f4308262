import type { WordSplitter } from "./types.ts";

const APOSTROPHE = /['’ʼ]/;
type Piece = { start: number; end: number; clitic: boolean };

const whole = (word: string): Piece[] => [{ start: 0, end: word.length, clitic: false }];

/** The word split after its first apostrophe: the elided part first (l’, dell’, d’), then the word it leans on. */
function splitAfterApostrophe(word: string, elided: (head: string) => boolean): Piece[] {
  const at = word.search(APOSTROPHE);
  if (at <= 0 || at === word.length - 1 || !elided(word.slice(0, at).toLowerCase())) return whole(word);
  return [
    { start: 0, end: at + 1, clitic: true },
    ...splitAfterApostrophe(word.slice(at + 1), elided).map((p) => ({
      ...p,
      start: p.start + at + 1,
      end: p.end + at + 1,
    })),
  ];
}

/** The word split before a final 's (LORD’s, geht’s). */
function splitPossessive(word: string): Piece[] {
  const match = /['’ʼ]s$/i.exec(word);
  if (!match || match.index === 0) return whole(word);
  return [
    { start: 0, end: match.index, clitic: false },
    { start: match.index, end: word.length, clitic: true },
  ];
}

const FRENCH_ELISIONS = new Set([
  "l",
  "d",
  "j",
  "m",
  "n",
  "s",
  "t",
  "c",
  "qu",
  "jusqu",
  "lorsqu",
  "puisqu",
  "quoiqu",
  "presqu",
  "quelqu",
]);

/** l’abîme → l’ + abîme, qu’il → qu’ + il; aujourd’hui stays whole. */
export const splitFrench: WordSplitter = (word) => splitAfterApostrophe(word, (head) => FRENCH_ELISIONS.has(head));

/**
 * Italian elides articles, prepositions and pronouns before a vowel (l’uomo, dell’acqua, ch’egli, c’è): the part
 * before the apostrophe is the clitic. A final apostrophe is a truncation (de’ figliuoli, e’ disse) and stays.
 */
export const splitItalian: WordSplitter = (word) => splitAfterApostrophe(word, (head) => head.length <= 6);

/** Almeida 1911 writes contractions with an apostrophe: d’elle, n’aquelle. */
export const splitPortuguese: WordSplitter = (word) => splitAfterApostrophe(word, (head) => head.length <= 2);

export const splitEnglish: WordSplitter = splitPossessive;
export const splitGerman: WordSplitter = splitPossessive;
export const splitSpanish: WordSplitter = whole;
