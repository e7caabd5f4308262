/**
 * The written words of a verse as the aligner reads it, sent with the chapter so the reader's click selects the
 * word the server looks up (Chinese and Japanese have no spaces, and the browser's own segmentation may differ):
 * browser-safe, no segmenter here, only the format.
 *
 * Format: two base-36 digits per word, the gap since the end of the previous word (UTF-16 code units) and the
 * word's length: 「神愛世人 → words 神, 愛, 世人 at 1, 2, 3 → "11" "01" "02" → "110102". A gap longer than 35
 * is written as "z0" (35 more, no word) until what is left fits; a word longer than 35 is left out (the reader
 * falls back to its own rule there; no Bible word is that long).
 */

export type WordSpan = { start: number; end: number };

const MAX = 35;

export function encodeWordSpans(spans: readonly WordSpan[]): string {
  let out = "";
  let previous = 0;
  for (const { start, end } of spans) {
    const length = end - start;
    if (start < previous || length <= 0 || length > MAX) continue;
    let gap = start - previous;
    while (gap > MAX) {
      out += "z0";
      gap -= MAX;
    }
    out += gap.toString(36) + length.toString(36);
    previous = end;
  }
  return out;
}

/** The word spans of an encoded string; an ill-formed string gives the words read before the fault. */
export function decodeWordSpans(encoded: string): WordSpan[] {
  const spans: WordSpan[] = [];
  let at = 0;
  for (let i = 0; i + 1 < encoded.length; i += 2) {
    const gap = Number.parseInt(encoded[i] ?? "", 36);
    const length = Number.parseInt(encoded[i + 1] ?? "", 36);
    if (Number.isNaN(gap) || Number.isNaN(length)) break;
    at += gap;
    if (length > 0) spans.push({ start: at, end: at + length });
    at += length;
  }
  return spans;
}

/** The span holding offset `offset` (the character after it, else the one before); null between words. */
export function spanAt(spans: readonly WordSpan[], offset: number): WordSpan | null {
  for (const index of [offset, offset - 1]) {
    const hit = spans.find((s) => index >= s.start && index < s.end);
    if (hit) return hit;
  }
  return null;
}
