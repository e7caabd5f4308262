import type { VersePosteriors } from "./model.ts";
import type { SourceUnit } from "./source.ts";

/**
 * One word of a translation linked to one Strong's-numbered word of the original: the token's offsets in the
 * verse text, the number, which word of the original verse carries it (its index in `tagged_verses.words`, or
 * -1 when unknown) and how sure the link is (0–1).
 */
export type TokenLink = { start: number; end: number; strongs: string; word: number; confidence: number };

/** Links weaker than this are not kept at all: below any threshold the word study would use. */
export const KEEP_FLOOR = 0.2;

/**
 * Below this confidence the word study says it does not know. Chosen on the development books of the benchmark
 * (bench/alignment.ts): the lowest value, in steps of 0.05, at which precision on content words reaches 93 % there
 * for each of LSG, KJV and RV1909 (RV1909 needs 0.7, the others far less); the benchmark reports the other books.
 */
export const CONFIDENCE_THRESHOLD = 0.7;

/**
 * The links of one verse from the posteriors of both directions. A token's confidence for a Strong's number is
 * the mean of P(token ← that number) in the translation-given-original model (summed over the number's places
 * in the verse) and the best P(number → token) in the original-given-translation model: high only when both
 * directions agree. The first `skipped` target positions (a Psalm title read with verse 1) get no link.
 */
export function linksFromPosteriors(
  posteriors: VersePosteriors,
  units: readonly SourceUnit[],
  spans: ArrayLike<number>,
  skipped = 0,
): TokenLink[] {
  const { n, m, forward, backward } = posteriors;
  const links: TokenLink[] = [];
  const byNumber = new Map<string, { forward: number; backward: number; word: number; best: number }>();
  for (let j = skipped; j < m; j++) {
    byNumber.clear();
    for (let i = 0; i < n; i++) {
      const unit = units[i];
      if (!unit?.strongs) continue;
      // Typed-array reads within the n × m bounds of this verse's posteriors (hot: once per cell).
      const f = forward[j * (n + 1) + i] as number;
      const b = backward[i * (m + 1) + j] as number;
      const entry = byNumber.get(unit.strongs);
      if (!entry) byNumber.set(unit.strongs, { forward: f, backward: b, word: unit.word, best: f });
      else {
        entry.forward += f;
        entry.backward = Math.max(entry.backward, b);
        if (f > entry.best) {
          entry.best = f;
          entry.word = unit.word;
        }
      }
    }
    const start = spans[2 * (j - skipped)];
    const end = spans[2 * (j - skipped) + 1];
    if (start === undefined || end === undefined) throw new Error(`linksFromPosteriors: no span for token ${j}`);
    const found: TokenLink[] = [];
    for (const [strongs, entry] of byNumber) {
      const confidence = (entry.forward + entry.backward) / 2;
      if (confidence >= KEEP_FLOOR) found.push({ start, end, strongs, word: entry.word, confidence });
    }
    found.sort((a, b) => b.confidence - a.confidence);
    links.push(...found);
  }
  return links;
}
