// biome-ignore-all lint/style/noNonNullAssertion: corpus packing and the open-addressing pair table index typed arrays within bounds set by their own loops; a per-element check would slow the aligner's hot path (see packages/align/README.md).
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
  const table = new PairTable();
  for (let v = 0; v < count; v++) {
    const verse = verses[v]!;
    source.set(verse.source, sourceStart[v]!);
    target.set(verse.target, targetStart[v]!);
    const n = verse.source.length;
    let at = pairStart[v]!;
    for (const e of verse.target) {
      for (let i = 0; i < n; i++) pairs[at++] = table.id(verse.source[i]!, e, targetTypes);
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
    pairSource: table.sources(),
    pairTarget: table.targets(),
    sourceTypes,
    targetTypes,
  };
}

/**
 * Word pair → dense id, by open addressing over typed arrays: a Map of two million numbers costs about ten times
 * the memory, and the aligner must stay well under a gigabyte. A slot holds its key and its id side by side
 * (`slots[2 * slot]`, `slots[2 * slot + 1]`): a look-up touches one cache line, not two.
 */
class PairTable {
  private slots: Int32Array<ArrayBuffer>;
  private source = new Int32Array(1024);
  private target = new Int32Array(1024);
  private count = 0;
  private bits = 20;

  constructor() {
    this.slots = new Int32Array(2 << this.bits).fill(-1);
  }

  /** Fibonacci hashing: the high bits of key × 2^32/φ. */
  private slotOf(key: number): number {
    return Math.imul(key, 0x9e3779b1) >>> (32 - this.bits);
  }

  id(f: number, e: number, targetTypes: number): number {
    const key = f * targetTypes + e;
    const { slots } = this;
    const mask = (1 << this.bits) - 1;
    let slot = this.slotOf(key);
    while (true) {
      const found = slots[2 * slot]!;
      if (found === key) return slots[2 * slot + 1]!;
      if (found === -1) break;
      slot = (slot + 1) & mask;
    }
    const id = this.count++;
    slots[2 * slot] = key;
    slots[2 * slot + 1] = id;
    if (id >= this.source.length) {
      this.source = grow(this.source);
      this.target = grow(this.target);
    }
    this.source[id] = f;
    this.target[id] = e;
    if (this.count * 2 > 1 << this.bits) this.rehash();
    return id;
  }

  sources(): Int32Array {
    return this.source.slice(0, this.count);
  }

  targets(): Int32Array {
    return this.target.slice(0, this.count);
  }

  private rehash(): void {
    const old = this.slots;
    this.bits++;
    this.slots = new Int32Array(2 << this.bits).fill(-1);
    const mask = (1 << this.bits) - 1;
    for (let k = 0; k < old.length; k += 2) {
      const key = old[k]!;
      if (key === -1) continue;
      let slot = this.slotOf(key);
      while (this.slots[2 * slot] !== -1) slot = (slot + 1) & mask;
      this.slots[2 * slot] = key;
      this.slots[2 * slot + 1] = old[k + 1]!;
    }
  }
}

function grow(array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}
