import type { TextLanguage, Token } from "./tokenize/index.ts";

/** Arabic pronoun suffixes (his, her, their, your, our, my), longest first. */
const ARABIC_SUFFIXES = ["هما", "هم", "هن", "كم", "كن", "نا", "ها", "ه", "ك", "ي"];

function arabicStem(norm: string): string {
  for (const suffix of ARABIC_SUFFIXES) {
    if (norm.endsWith(suffix) && norm.length - suffix.length >= 3) return norm.slice(0, -suffix.length);
  }
  return norm;
}

/**
 * How much of a word the aligner keeps, so that inflected forms of one word share their statistics: the first
 * letters (4 measured best for French, English and Spanish against their own Strong's tags; German, Russian and
 * Ukrainian keep 5 for their longer words), the first three syllables of a Korean stem (창조하시니라 → 창조하,
 * 하나님 whole), an Arabic word without its pronoun suffix, and a Chinese or Japanese word as segmented.
 */
const PREFIX_LENGTH: Partial<Record<TextLanguage, number>> = {
  french: 4,
  english: 4,
  spanish: 4,
  italian: 4,
  portuguese: 4,
  german: 5,
  russian: 5,
  ukrainian: 5,
  korean: 3,
};

/** The form a token is counted under while training. Clitics keep their whole form (l', و, 이). */
export function trainingKey(token: Pick<Token, "norm" | "clitic">, language: TextLanguage): string {
  if (token.clitic) return token.norm;
  if (language === "arabic") return arabicStem(token.norm);
  const length = PREFIX_LENGTH[language];
  return length ? [...token.norm].slice(0, length).join("") : token.norm;
}
