import type { OriginalMatch } from "./original";

const STOP_WORDS = new Set(
  "a an the of to in on at by for from with as or and but not no be is are was were been it its this that these those which who whom what one some any etc ie i e x sth sb also used especially esp le la les un une des de du et ou en au aux à par pour sur dans der die das ein eine und oder zu von mit el los las y o del al lo il gli".split(
    " ",
  ),
);

/** Folded, accent-free words of a text, stop words left out. */
export function meaningWords(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w));
}

/** A crude stem so that "loving" meets "love" and "offspring" stays itself. */
function stem(word: string): string {
  return word.length > 4 ? word.replace(/(ings?|ed|es|s|e)$/, "") : word;
}

/**
 * What the word means in its verse, as words to compare senses with: the original word's gloss,
 * its Strong's definition (before the KJV renderings), its transliteration (agápē, an English word
 * too) and any translation of it in the reader's language.
 */
export function verseMeaning(original: OriginalMatch | null, extra: readonly string[] = []): Set<string> {
  const texts = [...extra];
  if (original) {
    const { entry, occurrence } = original;
    texts.push(occurrence?.sense?.gloss ?? "", entry.gloss ?? "", entry.transliteration ?? "");
    texts.push((entry.definition ?? "").split(/:?--/)[0] ?? "");
  }
  return new Set(texts.flatMap(meaningWords).map(stem));
}

/** How many of the verse's meaning words a sense shares (its text and its synonyms). */
export function senseScore(sense: string, synonyms: readonly string[], meaning: ReadonlySet<string>): number {
  const words = new Set([...meaningWords(sense), ...synonyms.flatMap(meaningWords)].map(stem));
  let score = 0;
  for (const word of words) if (meaning.has(word)) score++;
  return score;
}

/**
 * The sense that fits the verse best, and whether anything of the verse decided it (else it is the
 * dictionaries' first, most common sense).
 */
export function bestSense(
  senses: readonly { text: string; synonyms?: readonly string[] }[],
  meaning: ReadonlySet<string>,
): { index: number; fits: boolean } {
  let index = 0;
  let bestScore = 0;
  senses.forEach((sense, i) => {
    const score = senseScore(sense.text, sense.synonyms ?? [], meaning);
    if (score > bestScore) {
      index = i;
      bestScore = score;
    }
  });
  return { index, fits: bestScore > 0 };
}

/** The equivalents of a sense: "terre, sol" → terre, sol; "[astron.] Earth" → Earth. */
export function equivalentsOf(sense: string): string[] {
  return sense
    .split(/[,;]/)
    .map((part) => part.replace(/\[[^\]]*\]|\([^)]*\)/g, "").trim())
    .filter(Boolean);
}

/**
 * The word's translation from the chosen sense: the equivalent the other senses repeat most
 * ("Erde": sol, terre · terre, sol · Terre, terre → terre), the sense's first on a tie.
 */
export function translationOf(chosen: string, all: readonly string[]): string | null {
  const candidates = equivalentsOf(chosen);
  const count = (word: string) =>
    all.filter((sense) => equivalentsOf(sense).some((e) => e.toLowerCase() === word.toLowerCase())).length;
  let best: string | null = null;
  for (const candidate of candidates) if (best === null || count(candidate) > count(best)) best = candidate;
  return best;
}
