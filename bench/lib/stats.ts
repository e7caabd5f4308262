import { availableParallelism, loadavg } from "node:os";

/** min / median / max of repeated measurements, as every benchmark prints them. */
export function spread(values: readonly number[], digits = 0): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  const f = (n: number | undefined) => (n ?? Number.NaN).toFixed(digits);
  return `${f(sorted[0])} / ${f(median)} / ${f(sorted.at(-1))}`;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The machine's load beside the figures: on a loaded machine they are noisy and only their ratios to anchors mean much. */
export function machineLoad(): string {
  const [one, five] = loadavg();
  const cores = availableParallelism();
  const busy = (one ?? 0) > cores;
  return `load ${one?.toFixed(2)} (1 min) ${five?.toFixed(2)} (5 min) on ${cores} cores${busy ? " — LOADED: figures are noisy" : ""}`;
}
