import type { TFunction } from "i18next";

/** SPEC §3: scales 1-5 with 3 as the default for a missing or out-of-range level. */
export function normalizeLevel(level: number | null | undefined): 1 | 2 | 3 | 4 | 5 {
  if (level === 1 || level === 2 || level === 3 || level === 4 || level === 5) return level;
  return 3;
}

export function difficultyLabel(t: TFunction, level: number | null | undefined): string {
  return t(`labels.difficulty.${normalizeLevel(level)}`);
}

export function fidelityLabel(t: TFunction, level: number | null | undefined): string {
  return t(`labels.fidelity.${normalizeLevel(level)}`);
}

export type DifficultyBadge = "easy" | "medium" | "hard";
export type FidelityBadge = "faithful" | "balanced" | "free";

/** Compact badges: difficulty <= 2 easy, 3 medium, otherwise hard. */
export function difficultyBadge(level: number | null | undefined): DifficultyBadge {
  const value = normalizeLevel(level);
  if (value <= 2) return "easy";
  return value === 3 ? "medium" : "hard";
}

/** Compact badges: fidelity >= 4 faithful, 3 balanced, otherwise free. */
export function fidelityBadge(level: number | null | undefined): FidelityBadge {
  const value = normalizeLevel(level);
  if (value >= 4) return "faithful";
  return value === 3 ? "balanced" : "free";
}

export function difficultyBadgeLabel(t: TFunction, level: number | null | undefined): string {
  return t(`labels.badge.difficulty.${difficultyBadge(level)}`);
}

export function fidelityBadgeLabel(t: TFunction, level: number | null | undefined): string {
  return t(`labels.badge.fidelity.${fidelityBadge(level)}`);
}
