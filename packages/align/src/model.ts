import type { Corpus } from "./corpus.ts";

export type ModelOptions = {
  /** IBM Model 1 iterations (uniform positions) that start the lexical tables. */
  ibm1Iterations: number;
  /** Iterations with the diagonal position prior (fast_align's reparameterised IBM Model 2). */
  iterations: number;
  /** Prior probability that a word aligns to nothing. */
  nullProbability: number;
  /**
   * How strongly links prefer the diagonal (fast_align's λ) at the first diagonal iteration; then re-estimated
   * from the data after every iteration, as fast_align does: Korean or Japanese verb-final order wants a weaker
   * diagonal than French.
   */
  tension: number;
  /** Train both directions on the product of their posteriors (Liang et al. 2006, alignment by agreement). */
  agreement: boolean;
};

export const DEFAULT_MODEL_OPTIONS: ModelOptions = {
  ibm1Iterations: 4,
  iterations: 4,
  nullProbability: 0.08,
  tension: 8,
  agreement: true,
};

/** Posteriors of one verse: `forward[j * (n + 1) + i]` = P(target j ← source i), i = n is NULL; `backward[i * (m + 1) + j]` likewise. */
export type VersePosteriors = { n: number; m: number; forward: Float64Array; backward: Float64Array };

/**
 * Two word-alignment models trained together on a parallel corpus: target given source (each translation word
 * comes from one original word or nothing) and source given target. Tables are typed arrays indexed by the
 * corpus's pair ids.
 */
export class AlignmentModel {
  /**
   * t(target | source) per pair, and t(target | NULL) per target type. The pair tables are single precision: half
   * the bytes for the random look-ups to pull through the caches.
   */
  readonly forward: Float32Array;
  readonly forwardNull: Float64Array;
  /** t(source | target) per pair, and t(source | NULL) per source type. */
  readonly backward: Float32Array;
  readonly backwardNull: Float64Array;
  readonly corpus: Corpus;
  readonly options: ModelOptions;
  private diagonal = new Map<number, Float64Array>();
  private tension = 0;
  /** Verse shapes (n × m) and how many verses have each, for the expected distance from the diagonal. */
  private readonly shapes = new Map<number, number>();
  /** The posteriors' distance from the diagonal in the last iteration, summed, and their mass. */
  private featureSum = 0;
  private featureMass = 0;
  /** Expected counts of the E-step, kept between iterations so that training allocates them once. */
  private readonly forwardCounts: Float64Array;
  private readonly backwardCounts: Float64Array;
  private readonly forwardNullCounts: Float64Array;
  private readonly backwardNullCounts: Float64Array;

  constructor(corpus: Corpus, options: ModelOptions = DEFAULT_MODEL_OPTIONS) {
    this.corpus = corpus;
    this.options = options;
    const pairs = corpus.pairSource.length;
    this.forward = new Float32Array(pairs).fill(1 / corpus.targetTypes);
    this.forwardNull = new Float64Array(corpus.targetTypes).fill(1 / corpus.targetTypes);
    this.backward = new Float32Array(pairs).fill(1 / corpus.sourceTypes);
    this.backwardNull = new Float64Array(corpus.sourceTypes).fill(1 / corpus.sourceTypes);
    this.forwardCounts = new Float64Array(pairs);
    this.backwardCounts = new Float64Array(pairs);
    this.forwardNullCounts = new Float64Array(corpus.targetTypes);
    this.backwardNullCounts = new Float64Array(corpus.sourceTypes);
    for (let v = 0; v < corpus.verses; v++) {
      const n = corpus.sourceStart[v + 1]! - corpus.sourceStart[v]!;
      const m = corpus.targetStart[v + 1]! - corpus.targetStart[v]!;
      if (n > 0 && m > 0) this.shapes.set(n * 4096 + m, (this.shapes.get(n * 4096 + m) ?? 0) + 1);
    }
  }

  /** The diagonal tension in use (after training: the one learned from the data). */
  get currentTension(): number {
    return this.tension;
  }

  train(onIteration?: (done: number, total: number) => void): void {
    const { ibm1Iterations, iterations, tension } = this.options;
    const total = ibm1Iterations + iterations;
    for (let k = 0; k < total; k++) {
      const started = k >= ibm1Iterations;
      if (k === ibm1Iterations) this.setTension(tension);
      this.iterate(started && this.options.agreement, started);
      if (started) this.setTension(this.fitTension());
      onIteration?.(k + 1, total);
    }
  }

  private setTension(tension: number): void {
    if (tension !== this.tension) this.diagonal.clear();
    this.tension = tension;
  }

  /**
   * The position prior of an n-by-m verse, without the NULL share: first m rows of P(i | j) over the n sources,
   * then n rows of P(j | i) over the m targets, each row summing to 1; then, m rows of n, each cell's closeness to
   * the diagonal, -|i/n - j/m|, which re-estimating the tension needs.
   */
  private prior(n: number, m: number): Float64Array {
    const key = n * 4096 + m;
    let table = this.diagonal.get(key);
    if (table) return table;
    table = new Float64Array(3 * n * m);
    const lambda = this.tension;
    const size = n * m;
    for (let j = 0; j < m; j++) {
      for (let i = 0; i < n; i++) table[2 * size + j * n + i] = -Math.abs((i + 0.5) / n - (j + 0.5) / m);
    }
    for (let j = 0; j < m; j++) {
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const value = Math.exp(lambda * table[2 * size + j * n + i]!);
        table[j * n + i] = value;
        sum += value;
      }
      for (let i = 0; i < n; i++) table[j * n + i]! /= sum;
    }
    for (let i = 0; i < n; i++) {
      let sum = 0;
      for (let j = 0; j < m; j++) {
        const value = Math.exp(lambda * table[2 * size + j * n + i]!);
        table[size + i * m + j] = value;
        sum += value;
      }
      for (let j = 0; j < m; j++) table[size + i * m + j]! /= sum;
    }
    this.diagonal.set(key, table);
    return table;
  }

  /** Fills `out` with the posteriors of verse v under the current tables. */
  posteriors(v: number, out?: VersePosteriors): VersePosteriors {
    const { corpus } = this;
    const s0 = corpus.sourceStart[v]!;
    const n = corpus.sourceStart[v + 1]! - s0;
    const t0 = corpus.targetStart[v]!;
    const m = corpus.targetStart[v + 1]! - t0;
    const forward = out && out.forward.length >= m * (n + 1) ? out.forward : new Float64Array(Math.max(1, m * (n + 1)));
    const backward =
      out && out.backward.length >= n * (m + 1) ? out.backward : new Float64Array(Math.max(1, n * (m + 1)));
    const result = out ?? { n, m, forward, backward };
    result.n = n;
    result.m = m;
    result.forward = forward;
    result.backward = backward;
    if (n === 0 || m === 0) return result;
    const p0 = this.options.nullProbability;
    const prior = this.prior(n, m);
    const pairs = corpus.pairs;
    const p = corpus.pairStart[v]!;
    for (let j = 0; j < m; j++) {
      const row = j * (n + 1);
      let sum = p0 * this.forwardNull[corpus.target[t0 + j]!]!;
      forward[row + n] = sum;
      for (let i = 0; i < n; i++) {
        const value = (1 - p0) * prior[j * n + i]! * this.forward[pairs[p + j * n + i]!]!;
        forward[row + i] = value;
        sum += value;
      }
      for (let i = 0; i <= n; i++) forward[row + i]! /= sum;
    }
    const offset = n * m;
    for (let i = 0; i < n; i++) {
      const row = i * (m + 1);
      let sum = p0 * this.backwardNull[corpus.source[s0 + i]!]!;
      backward[row + m] = sum;
      for (let j = 0; j < m; j++) {
        const value = (1 - p0) * prior[offset + i * m + j]! * this.backward[pairs[p + j * n + i]!]!;
        backward[row + j] = value;
        sum += value;
      }
      for (let j = 0; j <= m; j++) backward[row + j]! /= sum;
    }
    return result;
  }

  /**
   * One EM iteration of both directions. With `agreement`, both are trained on the product of their posteriors;
   * with `diagonal`, the posteriors' distance from the diagonal is summed for re-estimating the tension.
   */
  private iterate(agreement: boolean, diagonal: boolean): void {
    const { corpus, forwardCounts, backwardCounts, forwardNullCounts, backwardNullCounts } = this;
    for (const counts of [forwardCounts, backwardCounts, forwardNullCounts, backwardNullCounts]) counts.fill(0);
    const pairs = corpus.pairs;
    let featureSum = 0;
    let featureMass = 0;
    const scratch: VersePosteriors = { n: 0, m: 0, forward: new Float64Array(1), backward: new Float64Array(1) };
    let sourceLinked = new Float64Array(64);
    for (let v = 0; v < corpus.verses; v++) {
      const { n, m, forward, backward } = this.posteriors(v, scratch);
      if (n === 0 || m === 0) continue;
      const p = corpus.pairStart[v]!;
      const s0 = corpus.sourceStart[v]!;
      const t0 = corpus.targetStart[v]!;
      if (diagonal) {
        const closeness = this.prior(n, m);
        const at = 2 * n * m;
        for (let j = 0; j < m; j++) {
          for (let i = 0; i < n; i++) {
            const mass = forward[j * (n + 1) + i]! + backward[i * (m + 1) + j]!;
            featureSum += mass * closeness[at + j * n + i]!;
            featureMass += mass;
          }
        }
      }
      if (agreement) {
        if (sourceLinked.length < n) sourceLinked = new Float64Array(n * 2);
        sourceLinked.fill(0, 0, n);
        for (let j = 0; j < m; j++) {
          let linked = 0;
          for (let i = 0; i < n; i++) {
            const q = forward[j * (n + 1) + i]! * backward[i * (m + 1) + j]!;
            const pair = pairs[p + j * n + i]!;
            forwardCounts[pair]! += q;
            backwardCounts[pair]! += q;
            linked += q;
            sourceLinked[i]! += q;
          }
          forwardNullCounts[corpus.target[t0 + j]!]! += Math.max(0, 1 - linked);
        }
        for (let i = 0; i < n; i++) {
          backwardNullCounts[corpus.source[s0 + i]!]! += Math.max(0, 1 - sourceLinked[i]!);
        }
      } else {
        for (let j = 0; j < m; j++) {
          for (let i = 0; i < n; i++) forwardCounts[pairs[p + j * n + i]!]! += forward[j * (n + 1) + i]!;
          forwardNullCounts[corpus.target[t0 + j]!]! += forward[j * (n + 1) + n]!;
        }
        for (let i = 0; i < n; i++) {
          for (let j = 0; j < m; j++) backwardCounts[pairs[p + j * n + i]!]! += backward[i * (m + 1) + j]!;
          backwardNullCounts[corpus.source[s0 + i]!]! += backward[i * (m + 1) + m]!;
        }
      }
    }
    this.featureSum = featureSum;
    this.featureMass = featureMass;
    this.normalize(this.forward, forwardCounts, corpus.pairSource, corpus.sourceTypes);
    this.normalize(this.backward, backwardCounts, corpus.pairTarget, corpus.targetTypes);
    this.normalizeNull(this.forwardNull, forwardNullCounts);
    this.normalizeNull(this.backwardNull, backwardNullCounts);
  }

  /**
   * The tension whose prior expects, on average, as much distance from the diagonal as the posteriors of the last
   * iteration show (the expectation grows with the tension, so bisection finds it).
   */
  private fitTension(): number {
    const target = this.featureSum / Math.max(1e-9, this.featureMass);
    let low = 0.5;
    let high = 30;
    for (let step = 0; step < 10; step++) {
      const middle = (low + high) / 2;
      if (this.expectedCloseness(middle) < target) low = middle;
      else high = middle;
    }
    return (low + high) / 2;
  }

  /** E[-|i/n - j/m|] under the prior of tension λ, over every position of every verse, both directions. */
  private expectedCloseness(lambda: number): number {
    let sum = 0;
    let mass = 0;
    for (const [key, count] of this.shapes) {
      const n = Math.floor(key / 4096);
      const m = key % 4096;
      for (const [rows, columns] of [
        [m, n],
        [n, m],
      ] as const) {
        for (let r = 0; r < rows; r++) {
          let z = 0;
          let weighted = 0;
          for (let c = 0; c < columns; c++) {
            const closeness = -Math.abs((c + 0.5) / columns - (r + 0.5) / rows);
            const value = Math.exp(lambda * closeness);
            z += value;
            weighted += value * closeness;
          }
          sum += (count * weighted) / z;
          mass += count;
        }
      }
    }
    return sum / mass;
  }

  /** t(x | given) = expected count / expected total of `given` (plain EM: smoothing cost precision on rare words). */
  private normalize(table: Float32Array, counts: Float64Array, given: Int32Array, givenTypes: number): void {
    const totals = new Float64Array(givenTypes);
    for (let pair = 0; pair < counts.length; pair++) totals[given[pair]!]! += counts[pair]!;
    for (let pair = 0; pair < counts.length; pair++) {
      const total = totals[given[pair]!]!;
      table[pair] = total > 0 ? counts[pair]! / total : 0;
    }
  }

  private normalizeNull(table: Float64Array, counts: Float64Array): void {
    let total = 0;
    for (const c of counts) total += c;
    const floor = 1e-6;
    for (let k = 0; k < counts.length; k++) table[k] = (counts[k]! + floor) / (total + floor * counts.length);
  }
}
