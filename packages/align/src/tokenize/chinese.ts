import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * ICU's dictionary (the `Intl.Segmenter` the Chinese scheme uses) holds many phrases of four characters or more as
 * one word: 神愛世人 'God loves the world', 所羅門王 'king Solomon', 無花果樹 'fig tree', 親眼看見 'saw with one's own
 * eyes' (about 420 in the Union Version, none of them a dictionary word). A reader clicking 世人 got the clause, and
 * the aligner linked the clause as a whole. The rule: a token of four Han characters or more that CC-CEDICT does
 * not hold as a headword is cut into CC-CEDICT's words, the fewest pieces (the longest first at a tie); a single
 * character is always a piece. Words CC-CEDICT holds (耶路撒冷, 以色列人, idioms) stay whole.
 */
const LONG = 4;
const HAN = /^\p{Script=Han}+$/u;

let headwords: Set<string> | null = null;

/** CC-CEDICT's headwords of two characters or more, traditional and simplified (the cc-cedict package's data). */
function dictionary(): Set<string> {
  if (headwords) return headwords;
  const file = join(dirname(fileURLToPath(import.meta.resolve("cc-cedict"))), "../data/all.js");
  const source = readFileSync(file, "utf8");
  const words = new Set<string>();
  // Each entry opens with ["traditional","simplified",…; the cut keeps only Han words, the only ones asked for.
  for (const m of source.matchAll(/\["([^"\\]{2,12})","([^"\\]{2,12})"/g)) {
    const [, traditional = "", simplified = ""] = m;
    if (HAN.test(traditional)) words.add(traditional);
    if (HAN.test(simplified)) words.add(simplified);
  }
  headwords = words;
  return words;
}

/** The fewest dictionary words `word` is made of (single characters when nothing longer fits). */
function pieces(word: string, known: Set<string>): string[] {
  const n = word.length;
  // best[i]: the fewest pieces covering word[i..]; first[i]: the length of the first of them.
  const best = new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY);
  const first = new Array<number>(n + 1).fill(1);
  best[n] = 0;
  for (let i = n - 1; i >= 0; i--) {
    for (let length = n - i; length >= 1; length--) {
      if (length > 1 && (length === n || !known.has(word.slice(i, i + length)))) continue;
      const count = (best[i + length] ?? 0) + 1;
      if (count < (best[i] ?? Number.POSITIVE_INFINITY)) {
        best[i] = count;
        first[i] = length;
      }
    }
  }
  const out: string[] = [];
  for (let i = 0; i < n; i += first[i] ?? 1) out.push(word.slice(i, i + (first[i] ?? 1)));
  return out;
}

type Segment = { index: number; word: string };

/** Cuts the segments that are phrases, not words (see above), into their words; the others are kept. */
export function cutPhrases(segments: readonly Segment[]): Segment[] {
  return segments.flatMap((segment) => {
    if (segment.word.length < LONG || !HAN.test(segment.word)) return [segment];
    const known = dictionary();
    if (known.has(segment.word)) return [segment];
    let at = segment.index;
    return pieces(segment.word, known).map((word) => {
      const piece = { index: at, word };
      at += word.length;
      return piece;
    });
  });
}

/**
 * Changes of the Chinese words this tokenizer gives: stored alignments made with an older revision are stale (the
 * aligner's run record names it, see @bible/lexicon's alignment/run.ts).
 */
export const CHINESE_TOKENIZER_REVISION = "phrases not in CC-CEDICT cut (2)";
