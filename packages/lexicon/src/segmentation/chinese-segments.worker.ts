// The Chinese segmentation pass's work off the thread that runs the embedded database (segmentation/run.ts), in a
// thread of its own that ends with the pass: first the pieces of the version's text that a reader may look up
// (`piecesToSegment`: 110,000 pieces of a whole Bible, seconds of CPU), answered so that the main thread drops
// those already stored; then jieba over the pieces it asks for (`tag`), only when there are any: jieba's dictionary (about 60
// MB of WebAssembly memory) is loaded then and goes with the thread. Node modules only (Node strips the types).
import { createRequire } from "node:module";
import { constants } from "node:os";
import { writtenWords } from "@bible/align";
import { lowerThreadPriority, nameThread } from "@bible/threads/worker";
import { packTags, piecesOf } from "../languages/chinese-segments.ts";

/**
 * The version's texts (verses and headings) and the simplified form of each of their characters that has another
 * one (CC-CEDICT, see `simplifier`): jieba's dictionary is simplified.
 */
export type SegmentJob = { texts: string[]; simplified: [string, string][] };
/** The thread's two tasks: a version's pieces to segment (`piecesToSegment`), then those to tag (`tag`). */
export type SegmentTask = SegmentJob | { pieces: string[] };

const require = createRequire(import.meta.url);
nameThread("chinese-segments");
// The word study runs jieba itself until the pass is done: the segmentation takes a core nobody else wants (on a
// first start the alignment's training threads come first).
lowerThreadPriority(constants.priority.PRIORITY_LOW);

/**
 * What a reader may look up in a version's text, in simplified characters as jieba reads it: the pieces of every
 * verse and heading (see chinese-segments.ts), each character alone, and each word the reader selects (the
 * aligner's words, which the chapter API sends the reader: @bible/align's `writtenWords`), which the word study tags
 * alone when jieba joined it with its neighbours.
 */
export function piecesToSegment({ texts, simplified }: SegmentJob): string[] {
  const forms = new Map(simplified);
  /** The text in simplified characters, character by character (as `simplifier` converts it). */
  const simplify = (text: string) => [...text].map((c) => forms.get(c) ?? c).join("");
  const pieces = new Set<string>();
  for (const text of texts) {
    for (const piece of piecesOf(simplify(text))) {
      pieces.add(piece);
      for (const char of piece) pieces.add(char);
    }
    for (const { start, end } of writtenWords(text, "chinese")) {
      if (end - start > 1) pieces.add(simplify(text.slice(start, end)));
    }
  }
  return [...pieces];
}

/** Each piece's packed tags, in order: jieba is loaded here, only when there are pieces to tag. */
export function tag({ pieces }: { pieces: string[] }): string[] {
  const jieba: { tag(text: string, hmm: boolean): { word: string; tag: string }[] } = require("jieba-wasm");
  // As the segmenter thread tags a sentence (segmenters.worker.ts): with the HMM for words not in the dictionary.
  return pieces.map((piece) => packTags(jieba.tag(piece, true)));
}
