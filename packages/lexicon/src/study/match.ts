import type { TaggedWord } from "@bible/db";
import { foldWord } from "../languages/inflections";

/** Case, apostrophe and Unicode folding for comparing a clicked word with a verse's text. */
export function fold(text: string): string {
  return text.normalize("NFC").toLowerCase().replace(/’/g, "'");
}

function tokens(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{M}\p{N}'-]+/u)
    .filter(Boolean)
    .map(foldWord);
}

/** Where the bracketed word of `context` sits in `verseText` (a character offset), when the sentence is found there. */
export function positionInVerse(verseText: string, context: string | null): number | null {
  if (!context) return null;
  const bracket = context.indexOf("[");
  if (bracket < 0) return null;
  const sentence = context.replace(/[[\]]/g, "");
  const text = fold(verseText);
  const clauseStart = Math.max(
    0,
    ...[",", ";", ":", ".", "!", "?"].map((p) => sentence.lastIndexOf(p, bracket - 1) + 1),
  );
  const clauseEnds = [",", ";", ":", ".", "!", "?"].map((p) => sentence.indexOf(p, bracket)).filter((i) => i >= 0);
  const clauseEnd = clauseEnds.length > 0 ? Math.min(...clauseEnds) : sentence.length;
  for (const [start, end] of [
    [0, sentence.length],
    [clauseStart, clauseEnd],
  ] as const) {
    const fragment = fold(sentence.slice(start, end)).trim();
    if (fragment.length < 2) continue;
    const at = text.indexOf(fragment);
    if (at >= 0)
      return (
        at + (bracket - start) - (sentence.slice(start, end).length - sentence.slice(start, end).trimStart().length)
      );
  }
  return null;
}

/** The tagged word whose text covers `position` in the verse (tagged words come in text order). */
export function tagAt(verseText: string, words: readonly TaggedWord[], position: number): TaggedWord | null {
  const text = fold(verseText);
  let cursor = 0;
  for (const word of words) {
    const w = fold(word.w);
    if (!w) continue;
    const at = text.indexOf(w, cursor);
    if (at < 0) continue;
    if (position >= at && position < at + w.length) return word;
    cursor = at + w.length;
  }
  return null;
}

export type TagMatch = { tag: TaggedWord; how: "position" | "unique" | "occurrence" };

/**
 * The tagged word a clicked word belongs to: by its place in the verse when the context sentence is
 * found there, else the only tagged word containing it, else (several with different numbers) the
 * n-th one, n counted in the context before the bracket.
 */
export function findTag(
  verseText: string,
  words: readonly TaggedWord[],
  word: string,
  context: string | null,
): TagMatch | null {
  const target = foldWord(fold(word));
  const containing = words.filter((w) => w.s.length > 0 && tokens(w.w).includes(target));
  const position = positionInVerse(verseText, context);
  if (position !== null) {
    const tag = tagAt(verseText, words, position);
    if (tag && tag.s.length > 0 && tokens(tag.w).includes(target)) return { tag, how: "position" };
  }
  const first = containing[0];
  if (!first) return null;
  const numbers = new Set(containing.map((w) => w.s.join(" ")));
  if (numbers.size === 1) return { tag: first, how: "unique" };
  const bracket = context?.indexOf("[") ?? -1;
  const before = bracket > 0 && context ? tokens(context.slice(0, bracket)).filter((t) => t === target).length : 0;
  const tag = containing[before];
  return tag ? { tag, how: "occurrence" } : null;
}

/** Every word of `words` that shares a token with one of `glosses` (English glosses against KJV words). */
export function glossMatches(
  words: readonly TaggedWord[],
  glosses: readonly string[],
  stem: (w: string) => string,
): TaggedWord[] {
  const wanted = new Set(glosses.flatMap((g) => tokens(g)).map(stem));
  return words.filter((w) => w.s.length > 0 && tokens(w.w).some((t) => wanted.has(stem(t))));
}
