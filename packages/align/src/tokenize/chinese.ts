/**
 * Set phrases that ICU's dictionary (the `Intl.Segmenter` the Chinese scheme uses) holds as one word although they
 * are whole clauses, with the words they are made of. 神愛世人 'God loves the world' is the slogan of John 3:16: ICU
 * (and jieba) read it as one word, so a reader clicking 世人 got the clause and the aligner linked the clause as a
 * whole (to οὕτω). A reader studies, and the aligner links, its words. Traditional and simplified forms.
 */
const CLAUSES = new Map<string, readonly string[]>([
  ["神愛世人", ["神", "愛", "世人"]],
  ["神爱世人", ["神", "爱", "世人"]],
]);

type Segment = { index: number; word: string };

/** Cuts the segments that are known clauses (CLAUSES) into their words; the others are kept. */
export function cutClauses(segments: readonly Segment[]): Segment[] {
  return segments.flatMap((segment) => {
    const words = CLAUSES.get(segment.word);
    if (!words) return [segment];
    let at = segment.index;
    return words.map((word) => {
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
export const CHINESE_TOKENIZER_REVISION = "set-phrase clauses cut (1)";
