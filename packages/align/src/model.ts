// biome-ignore-all lint/style/noNonNullAssertion: hot typed-array loops of the EM aligner index Float64Array/Int32Array within bounds checked by the loop; under noUncheckedIndexedAccess each read is `number | undefined`, and a per-element check would slow training (see packages/align/README.md).
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
  ibm1Iterations: 3,
  iterations: 3,
  nullProbability: 0.08,
  tension: 8,
  agreement: true,
};

/** Posteriors of one verse: `forward[j * (n + 1) + i]` = P(target j ← source i), i = n is NULL; `backward[i * (m + 1) + j]` likewise. */
export type VersePosteriors = { n: number; m: number; forward: Float64Array; backward: Float64Array };

/** The position prior of one verse shape and the tension it was computed for. */
type Prior = { tension: number; table: Float64Array };

/**
 * Two word-alignment models trained together on a parallel corpus: target given source (each translation word
 * comes from one original word or nothing) and source given target. Tables are typed arrays indexed by the
 * corpus's pair ids.
 */
export class AlignmentModel {
  /**
   * Both translation tables interleaved, single precision: `tables[2 * pair]` = t(target | source) and
   * `tables[2 * pair + 1]` = t(source | target). A verse's cell reads both from one cache line: the E-step is bound
   * by these random look-ups, not by arithmetic.
   */
  private readonly tables: Float32Array;
  /** t(target | NULL) per target type, t(source | NULL) per source type. */
  private readonly forwardNull: Float64Array;
  private readonly backwardNull: Float64Array;
  readonly corpus: Corpus;
  readonly options: ModelOptions;
  private diagonal = new Map<number, Prior>();
  private tension = 0;
  /**
   * Rows of the position prior, by shape (rows × columns, both directions of every verse together) and how many
   * there are, for the expected distance from the diagonal.
   */
  private readonly rowShapes = new Map<number, number>();
  /** The posteriors' distance from the diagonal in the last iteration, summed, and their mass. */
  private featureSum = 0;
  private featureMass = 0;
  /**
   * Expected counts of the E-step, interleaved like the tables (forward, backward), kept between iterations so
   * that training allocates them once. Trained by agreement both directions count the same product: only the
   * forward slot is filled.
   */
  private readonly counts: Float64Array;
  private readonly forwardNullCounts: Float64Array;
  private readonly backwardNullCounts: Float64Array;

  constructor(corpus: Corpus, options: ModelOptions = DEFAULT_MODEL_OPTIONS) {
    this.corpus = corpus;
    this.options = options;
    const pairs = corpus.pairSource.length;
    this.tables = new Float32Array(2 * pairs);
    for (let pair = 0; pair < pairs; pair++) {
      this.tables[2 * pair] = 1 / corpus.targetTypes;
      this.tables[2 * pair + 1] = 1 / corpus.sourceTypes;
    }
    this.forwardNull = new Float64Array(corpus.targetTypes).fill(1 / corpus.targetTypes);
    this.backwardNull = new Float64Array(corpus.sourceTypes).fill(1 / corpus.sourceTypes);
    this.counts = new Float64Array(2 * pairs);
    this.forwardNullCounts = new Float64Array(corpus.targetTypes);
    this.backwardNullCounts = new Float64Array(corpus.sourceTypes);
    for (let v = 0; v < corpus.verses; v++) {
      const n = corpus.sourceStart[v + 1]! - corpus.sourceStart[v]!;
      const m = corpus.targetStart[v + 1]! - corpus.targetStart[v]!;
      if (n === 0 || m === 0) continue;
      // m rows of n columns (P(i | j)), n rows of m columns (P(j | i)).
      this.rowShapes.set(m * 4096 + n, (this.rowShapes.get(m * 4096 + n) ?? 0) + 1);
      this.rowShapes.set(n * 4096 + m, (this.rowShapes.get(n * 4096 + m) ?? 0) + 1);
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
      if (k === ibm1Iterations) this.tension = tension;
      this.iterate(started && this.options.agreement, started);
      if (started) this.tension = this.fitTension();
      onIteration?.(k + 1, total);
    }
  }

  /**
   * The position prior of an n-by-m verse, without the NULL share: first m rows of P(i | j) over the n sources,
   * then n rows of P(j | i) over the m targets, each row summing to 1; then, m rows of n, each cell's closeness to
   * the diagonal, -|i/n - j/m|, which re-estimating the tension needs. Recomputed in place when the tension moved.
   */
  private prior(n: number, m: number): Float64Array {
    const key = n * 4096 + m;
    let entry = this.diagonal.get(key);
    const lambda = this.tension;
    if (entry?.tension === lambda) return entry.table;
    const size = n * m;
    if (!entry) {
      entry = { tension: lambda, table: new Float64Array(3 * size) };
      for (let j = 0; j < m; j++) {
        for (let i = 0; i < n; i++) entry.table[2 * size + j * n + i] = -Math.abs((i + 0.5) / n - (j + 0.5) / m);
      }
      this.diagonal.set(key, entry);
    }
    entry.tension = lambda;
    const table = entry.table;
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
    return table;
  }

  /**
   * Fills `out` with the posteriors of verse v under the current tables: both directions in one pass over the
   * verse's pairs, each pair's two probabilities read together.
   */
  posteriors(v: number, out?: VersePosteriors): VersePosteriors {
    const { corpus, tables } = this;
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
    const linked = 1 - p0;
    const prior = this.prior(n, m);
    const offset = n * m;
    const pairs = corpus.pairs;
    const p = corpus.pairStart[v]!;
    // The NULL column of each backward row starts its sum; the rows are summed as the cells come.
    for (let i = 0; i < n; i++) backward[i * (m + 1) + m] = p0 * this.backwardNull[corpus.source[s0 + i]!]!;
    for (let j = 0; j < m; j++) {
      const row = j * (n + 1);
      let sum = p0 * this.forwardNull[corpus.target[t0 + j]!]!;
      forward[row + n] = sum;
      const cells = p + j * n;
      for (let i = 0; i < n; i++) {
        const pair = 2 * pairs[cells + i]!;
        const value = linked * prior[j * n + i]! * tables[pair]!;
        forward[row + i] = value;
        sum += value;
        backward[i * (m + 1) + j] = linked * prior[offset + i * m + j]! * tables[pair + 1]!;
      }
      for (let i = 0; i <= n; i++) forward[row + i]! /= sum;
    }
    for (let i = 0; i < n; i++) {
      const row = i * (m + 1);
      let sum = backward[row + m]!;
      for (let j = 0; j < m; j++) sum += backward[row + j]!;
      for (let j = 0; j <= m; j++) backward[row + j]! /= sum;
    }
    return result;
  }

  /**
   * One EM iteration of both directions. With `agreement`, both are trained on the product of their posteriors;
   * with `diagonal`, the posteriors' distance from the diagonal is summed for re-estimating the tension.
   */
  private iterate(agreement: boolean, diagonal: boolean): void {
    const { corpus, counts, forwardNullCounts, backwardNullCounts } = this;
    for (const table of [counts, forwardNullCounts, backwardNullCounts]) table.fill(0);
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
            counts[2 * pairs[p + j * n + i]!]! += q;
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
          for (let i = 0; i < n; i++) {
            const pair = 2 * pairs[p + j * n + i]!;
            counts[pair]! += forward[j * (n + 1) + i]!;
            counts[pair + 1]! += backward[i * (m + 1) + j]!;
          }
          forwardNullCounts[corpus.target[t0 + j]!]! += forward[j * (n + 1) + n]!;
        }
        for (let i = 0; i < n; i++) backwardNullCounts[corpus.source[s0 + i]!]! += backward[i * (m + 1) + m]!;
      }
    }
    this.featureSum = featureSum;
    this.featureMass = featureMass;
    this.normalize(0, corpus.pairSource, corpus.sourceTypes, 0);
    this.normalize(1, corpus.pairTarget, corpus.targetTypes, agreement ? 0 : 1);
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
    for (const [key, count] of this.rowShapes) {
      const rows = Math.floor(key / 4096);
      const columns = key % 4096;
      for (let r = 0; r < rows; r++) {
        sum += count * rowCloseness(lambda, (r + 0.5) / rows, columns);
        mass += count;
      }
    }
    return sum / mass;
  }

  /**
   * t(x | given) = expected count / expected total of `given` (plain EM: smoothing cost precision on rare words),
   * into the table's slot `slot` (0 forward, 1 backward) from the counts' slot `from`.
   */
  private normalize(slot: 0 | 1, given: Int32Array, givenTypes: number, from: 0 | 1): void {
    const { tables, counts } = this;
    const totals = new Float64Array(givenTypes);
    const pairs = given.length;
    for (let pair = 0; pair < pairs; pair++) totals[given[pair]!]! += counts[2 * pair + from]!;
    for (let pair = 0; pair < pairs; pair++) {
      const total = totals[given[pair]!]!;
      tables[2 * pair + slot] = total > 0 ? counts[2 * pair + from]! / total : 0;
    }
  }

  private normalizeNull(table: Float64Array, counts: Float64Array): void {
    let total = 0;
    for (const c of counts) total += c;
    const floor = 1e-6;
    for (let k = 0; k < counts.length; k++) table[k] = (counts[k]! + floor) / (total + floor * counts.length);
  }
}

/**
 * E[-|x - (c + 0.5)/C|] over the C columns of a prior row at x, the columns weighted by e^(λ·closeness): in closed
 * form, as fast_align does, since the columns on either side of x are evenly spaced (a geometric series each).
 */
export function rowCloseness(lambda: number, x: number, columns: number): number {
  const step = 1 / columns;
  const q = Math.exp(-lambda * step);
  // Columns at or left of x, then those right of it; the nearest one of each side is `a` away.
  const left = Math.min(columns, Math.max(0, Math.floor(x * columns - 0.5) + 1));
  const [zLeft, dLeft] = side(lambda, q, step, left, x - (left - 0.5) * step);
  const [zRight, dRight] = side(lambda, q, step, columns - left, (left + 0.5) * step - x);
  return -(dLeft + dRight) / (zLeft + zRight);
}

/**
 * One side of a row: `count` columns, the nearest `a` away, then every `step` further (q = e^(-λ·step)). Answers
 * Σ e^(-λ·distance) and Σ distance·e^(-λ·distance).
 */
function side(lambda: number, q: number, step: number, count: number, a: number): [number, number] {
  if (count === 0) return [0, 0];
  const base = Math.exp(-lambda * a);
  const qk = q ** count;
  const s0 = (1 - qk) / (1 - q);
  // Σ t·q^t for t < count.
  const s1 = (q * (1 - count * q ** (count - 1) + (count - 1) * qk)) / ((1 - q) * (1 - q));
  return [base * s0, base * (a * s0 + step * s1)];
}
