/** A vocabulary: each distinct string gets the next integer id. */
export class Vocabulary {
  readonly ids = new Map<string, number>();
  readonly words: string[] = [];

  id(word: string): number {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.ids.set(word, id);
      this.words.push(word);
    }
    return id;
  }

  get size(): number {
    return this.words.length;
  }
}

/**
 * A parallel corpus as typed arrays: for verse v, its source units are `source[sourceStart[v] .. sourceStart[v+1])`
 * and its target tokens likewise; `pairs[pairStart[v] + j * n + i]` is the id of the (source i, target j) word
 * pair, the index into every translation table, so training never hashes a pair twice.
 */
export type Corpus = {
  verses: number;
  sourceStart: Int32Array;
  source: Int32Array;
  targetStart: Int32Array;
  target: Int32Array;
  pairStart: Float64Array;
  pairs: Int32Array;
  pairSource: Int32Array;
  pairTarget: Int32Array;
  sourceTypes: number;
  targetTypes: number;
};

/** Encodes verse pairs of type ids; `sourceTypes` and `targetTypes` are the vocabulary sizes. */
export function encodeCorpus(
  verses: readonly { source: readonly number[]; target: readonly number[] }[],
  sourceTypes: number,
  targetTypes: number,
): Corpus {
  const count = verses.length;
  const sourceStart = new Int32Array(count + 1);
  const targetStart = new Int32Array(count + 1);
  const pairStart = new Float64Array(count + 1);
  for (let v = 0; v < count; v++) {
    const verse = verses[v]!;
    sourceStart[v + 1] = sourceStart[v]! + verse.source.length;
    targetStart[v + 1] = targetStart[v]! + verse.target.length;
    pairStart[v + 1] = pairStart[v]! + verse.source.length * verse.target.length;
  }
  const source = new Int32Array(sourceStart[count]!);
  const target = new Int32Array(targetStart[count]!);
  const pairs = new Int32Array(pairStart[count]!);
  const pairIds = new Map<number, number>();
  const pairSource: number[] = [];
  const pairTarget: number[] = [];
  for (let v = 0; v < count; v++) {
    const verse = verses[v]!;
    source.set(verse.source, sourceStart[v]!);
    target.set(verse.target, targetStart[v]!);
    const n = verse.source.length;
    let at = pairStart[v]!;
    for (const e of verse.target) {
      for (let i = 0; i < n; i++) {
        const f = verse.source[i]!;
        const key = f * targetTypes + e;
        let id = pairIds.get(key);
        if (id === undefined) {
          id = pairSource.length;
          pairIds.set(key, id);
          pairSource.push(f);
          pairTarget.push(e);
        }
        pairs[at++] = id;
      }
    }
  }
  return {
    verses: count,
    sourceStart,
    source,
    targetStart,
    target,
    pairStart,
    pairs,
    pairSource: Int32Array.from(pairSource),
    pairTarget: Int32Array.from(pairTarget),
    sourceTypes,
    targetTypes,
  };
}
