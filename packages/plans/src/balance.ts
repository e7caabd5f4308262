/**
 * Cuts a sequence of weights (verses per chapter) into `parts` consecutive, non-empty groups whose sums are
 * as even as possible: it minimises the sum of squared differences to the mean (dynamic programming), so one
 * long chapter (Psalm 119) makes one long day instead of stretching its neighbours. Returns the group sizes.
 */
export function balancedCuts(weights: readonly number[], parts: number, maxPerGroup = 16): number[] {
  const n = weights.length;
  if (parts < 1 || parts > n) throw new Error(`cannot cut ${n} items into ${parts} groups`);
  const prefix = [0];
  for (const w of weights) prefix.push(prefix.at(-1)! + w);
  const mean = prefix[n]! / parts;
  // cost[j][i]: best cost of the first i items in j groups; from[j][i]: where the last group starts.
  let cost = new Float64Array(n + 1).fill(Number.POSITIVE_INFINITY);
  cost[0] = 0;
  const from: Int32Array[] = [];
  for (let j = 1; j <= parts; j++) {
    const next = new Float64Array(n + 1).fill(Number.POSITIVE_INFINITY);
    const start = new Int32Array(n + 1).fill(-1);
    for (let i = j; i <= n - (parts - j); i++) {
      for (let k = i - 1; k >= Math.max(j - 1, i - maxPerGroup); k--) {
        const previous = cost[k]!;
        if (previous === Number.POSITIVE_INFINITY) continue;
        const d = prefix[i]! - prefix[k]! - mean;
        const c = previous + d * d;
        if (c < next[i]!) {
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
    const k = from[j - 1]![i]!;
    sizes.push(i - k);
    i = k;
  }
  return sizes.reverse();
}
