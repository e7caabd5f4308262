/**
 * jieba's segmentation of Chinese text, stored piece by piece (chinese_segments) so that the word study of the
 * installed Bibles needs no jieba. jieba cuts a sentence into runs of Han characters (and ASCII letters, digits,
 * +#&._%-) and cuts each run on its own; every other character is a token of its own (whitespace included). So a
 * sentence's tokens are the tokens of its pieces, one after the other: the runs between punctuation, symbols and
 * spaces, and each of those characters alone. Pure functions: the pass that fills the table is segmentation/,
 * the look-up is given to the analyzer by the word study.
 */
import type { TaggedToken } from "./pinyin";

/** Characters jieba never puts inside a run: punctuation, symbols, whitespace, but for its own +#&._%- */
const SEPARATOR = /([\s\p{P}\p{S}])/u;
const KEPT_IN_RUNS = /^[+#&._%-]$/;

/** The pieces of a text, in order: runs between separators, and each separator alone. */
export function piecesOf(text: string): string[] {
  const pieces: string[] = [];
  let run = "";
  for (const part of text.split(SEPARATOR)) {
    if (part.length === 1 && SEPARATOR.test(part) && !KEPT_IN_RUNS.test(part)) {
      if (run) pieces.push(run);
      run = "";
      pieces.push(part);
    } else run += part;
  }
  if (run) pieces.push(run);
  return pieces;
}

/** A piece's tokens packed as tag and UTF-16 length, in order: 起初/t 神/n → "t2n1". */
export function packTags(tokens: readonly { word: string; tag: string }[]): string {
  return tokens.map(({ word, tag }) => `${tag}${word.length}`).join("");
}

const PACKED = /(\D+)(\d+)/g;

/**
 * The tokens of `text` from its pieces' stored tags, offsets counted from the start of the text; null when a piece
 * is not stored (the caller asks jieba) or its tags do not cover it. "\r\n" is one token to jieba: not composed.
 */
export function composeTokens(text: string, stored: ReadonlyMap<string, string>): TaggedToken[] | null {
  if (text.includes("\r")) return null;
  const tokens: TaggedToken[] = [];
  let start = 0;
  for (const piece of piecesOf(text)) {
    const tags = stored.get(piece);
    if (tags === undefined) return null;
    let at = 0;
    for (const [, tag = "", length] of tags.matchAll(PACKED)) {
      const size = Number(length);
      tokens.push({ text: piece.slice(at, at + size), start: start + at, tag });
      at += size;
    }
    if (at !== piece.length) return null;
    start += piece.length;
  }
  return tokens;
}
