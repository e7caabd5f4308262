/** Picks the verb among homographs ("suis": être or suivre) by the order of a frequency list. */
export function preferFrequent(infinitives: string[], frequent: readonly string[]): string | null {
  const ranked = [...infinitives].sort((a, b) => rank(a, frequent) - rank(b, frequent));
  return ranked[0] ?? null;
}

function rank(verb: string, frequent: readonly string[]): number {
  const index = frequent.indexOf(verb);
  return index < 0 ? frequent.length : index;
}

/** Lower-cases, folds the typographic apostrophe and drops an elided article or pronoun (l’, qu’, s’). */
export function foldWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/^(?:[ldjmnstc]|qu|jusqu|lorsqu|puisqu)'/, "");
}
