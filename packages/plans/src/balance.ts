/**
 * Cuts a sequence of weights (verses per chapter) into `parts` consecutive, non-empty groups whose sums are
 * as even as possible: it minimises the sum of squared differences to the mean (dynamic programming), so one
 * long chapter (Psalm 119) makes one long day instead of stretching its neighbours. Returns the group sizes.
 */
export function balancedCuts(weights: readonly number[], parts: number, maxPerGroup = 16): number[] {
  const n = weights.length;
  if (parts < 1 || parts > n) throw new Error(`cannot cut ${n} items into ${parts} groups`);
  // Prefix sums in a typed array: indexes 0..n are all set, so reads below are in bounds.
  const prefix = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) prefix[i + 1] = (prefix[i] as number) + (weights[i] as number);
  const mean = (prefix[n] as number) / parts;
  // cost[j][i]: best cost of the first i items in j groups; from[j][i]: where the last group starts.
  let cost = new Float64Array(n + 1).fill(Number.POSITIVE_INFINITY);
  cost[0] = 0;
  const from: Int32Array[] = [];
  for (let j = 1; j <= parts; j++) {
    const next = new Float64Array(n + 1).fill(Number.POSITIVE_INFINITY);
    const start = new Int32Array(n + 1).fill(-1);
    for (let i = j; i <= n - (parts - j); i++) {
      for (let k = i - 1; k >= Math.max(j - 1, i - maxPerGroup); k--) {
        const previous = cost[k] as number;
        if (previous === Number.POSITIVE_INFINITY) continue;
        const d = (prefix[i] as number) - (prefix[k] as number) - mean;
        const c = previous + d * d;
        if (c < (next[i] as number)) {
          next[i] = c;
          start[i] = k;
        }
      }
    }
    from.push(start);
    cost = next;
  }
  if (cost[n] === Number.POSITIVE_INFINITY) throw new Error(`no cut of ${n} items into ${parts} groups`);
  const sizes: number[] = [];
  let i = n;
  for (let j = parts; j >= 1; j--) {
    const k = from[j - 1]?.[i];
    if (k === undefined) throw new Error(`balancedCuts: no start for group ${j}`);
    sizes.push(i - k);
    i = k;
  }
  return sizes.reverse();
}
