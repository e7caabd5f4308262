import type { LanguageId } from "@bible/canon";

/** The 12 languages of the product, by their spec names ('french', 'korean'…). */
export type TextLanguage = LanguageId;

/**
 * One word (or a clitic split off a word) of a verse. Offsets are UTF-16 code units in the verse text as
 * stored, so `text === verse.slice(start, end)`: the web client sends the clicked word's offset and the
 * server finds the token with the same tokenizer.
 */
export type Token = {
  start: number;
  end: number;
  text: string;
  /** Case, apostrophe and script folding as the language expects ('L’' → "l'", 'ё' → 'е', alef forms → 'ا'). */
  norm: string;
  /** A particle or elided word split off a word: French l', Arabic و and ال, a Korean particle. */
  clitic: boolean;
  /** Which written word (0, 1, 2… in the verse) the token belongs to: و, ال and أرض of والأرض share one. */
  word: number;
};

/** Splits one run of letters (a word as the text separates them) into tokens, offsets relative to the run. */
export type WordSplitter = (word: string) => { start: number; end: number; clitic: boolean }[];
