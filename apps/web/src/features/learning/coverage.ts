// Types only, from the API's schemas (no "@/" alias): bench/learning.ts measures this module as the page runs it.
import type { ChapterWords, WordStates } from "@bible/api/schemas";

export type { ChapterWords };
export type WordState = WordStates["words"][number]["state"];
/** A state a reader can give a word: `new` takes its mark away. */
export type MarkState = WordState | "new";
export type WordStateMap = ReadonlyMap<string, WordState>;

/** Four integers a word in `ChapterWords.verses[].words`. */
export const WORD_STRIDE = 4;

export type Coverage = {
  /** Running words whose lemma the reader knows. */
  known: number;
  /** Running words, without those the reader ignores (names, numbers). */
  total: number;
  /** known / total, null for a chapter without words. */
  share: number | null;
};

/**
 * The share of a chapter's running words the reader knows, counted by lemma ('мир' known makes every 'мира' and
 * 'миру' known); the words they ignore are not counted. Verses outside `verses` (a plan day's range) are left out.
 */
export function chapterCoverage(
  words: ChapterWords,
  states: WordStateMap,
  verses?: { from: number; to: number },
): Coverage {
  const stateOf = words.lemmas.map((lemma) => states.get(lemma));
  let known = 0;
  let total = 0;
  for (const verse of words.verses) {
    if (verses && (verse.verse < verses.from || verse.verse > verses.to)) continue;
    const list = verse.words;
    for (let i = 2; i < list.length; i += WORD_STRIDE) {
      const state = stateOf[list[i] ?? -1];
      if (state === "ignored") continue;
      total++;
      if (state === "known") known++;
    }
  }
  return { known, total, share: total > 0 ? known / total : null };
}

/** The percentage shown ('vous connaissez 93 % des mots'): rounded down, so 99.6 % is never 'all'. */
export function coveragePercent(coverage: Coverage): number | null {
  return coverage.share === null ? null : Math.floor(coverage.share * 100);
}

/** The lemmas of a chapter that have no state yet ('mark the rest of this chapter known'). */
export function newLemmas(words: ChapterWords, states: WordStateMap): string[] {
  return words.lemmas.filter((lemma) => !states.has(lemma));
}
