import type { TokenLink } from "./links.ts";
import type { OriginalWordInput } from "./source.ts";
import type { Token } from "./tokenize/index.ts";

/** A word (or phrase) of a text that carries its own Strong's tags, as `verses.strongs` stores it. */
export type TaggedWordInput = { w: string; s: readonly string[] };

/** "H0430" → "H430", the numbering of the lexicon and of the original texts. */
export function normalizeStrongs(value: string): string | null {
  const match = /^([HG])0*(\d+)/.exec(value.trim());
  return match ? `${match[1]}${match[2]}` : null;
}

const LETTER = /[\p{L}\p{M}\p{N}]/u;

/**
 * Where a tagged word stands from `cursor` on: the first place where it is a whole word ('man' not inside 'woman'),
 * else the first place at all (a few KJV tags cut a word: `<w>agains</w>t`).
 */
function findWord(text: string, word: string, cursor: number): number {
  const first = text.indexOf(word, cursor);
  for (let at = first; at >= 0; at = text.indexOf(word, at + 1)) {
    const before = text[at - 1] ?? "";
    const after = text[at + word.length] ?? "";
    const edges =
      (LETTER.test(word[0] ?? "") ? !LETTER.test(before) : true) &&
      (LETTER.test(word.at(-1) ?? "") ? !LETTER.test(after) : true);
    if (edges) return at;
  }
  return first;
}

/**
 * The links a tagged text gives itself (confidence 1): each tagged word or phrase is found in the verse text in
 * order, and every token inside it gets its numbers. The k-th tag with a number is tied to the k-th word of the
 * original verse with that number (or to its last one, when the original has fewer).
 */
export function taggedLinks(
  text: string,
  tokens: readonly Token[],
  tags: readonly TaggedWordInput[],
  original: readonly OriginalWordInput[] = [],
): TokenLink[] {
  const places = new Map<string, number[]>();
  original.forEach((word, index) => {
    for (const s of word.s) places.set(s, [...(places.get(s) ?? []), index]);
  });
  const used = new Map<string, number>();
  const lower = text.toLowerCase();
  const links: TokenLink[] = [];
  let cursor = 0;
  for (const tag of tags) {
    const numbers = tag.s.map(normalizeStrongs).filter((s): s is string => s !== null);
    if (numbers.length === 0 || !tag.w) continue;
    let at = findWord(text, tag.w, cursor);
    if (at < 0) at = findWord(lower, tag.w.toLowerCase(), cursor);
    if (at < 0) continue;
    const end = at + tag.w.length;
    cursor = end;
    const words = numbers.map((strongs) => {
      const list = places.get(strongs) ?? [];
      const k = used.get(strongs) ?? 0;
      used.set(strongs, k + 1);
      return list[Math.min(k, list.length - 1)] ?? -1;
    });
    for (const token of tokens) {
      if (token.start >= end || token.end <= at) continue;
      numbers.forEach((strongs, k) => {
        links.push({ start: token.start, end: token.end, strongs, word: words[k] ?? -1, confidence: 1 });
      });
    }
  }
  return links;
}
