/**
 * The label scales of SPEC §3 as i18n keys: full labels for levels 1-5 and the compact badges
 * (difficulty <=2 easy, 3 medium, else hard; fidelity >=4 faithful, 3 balanced, else free). Default level 3.
 */
export const DEFAULT_LEVEL = 3;

type Level = 1 | 2 | 3 | 4 | 5;

function level(value: number | null | undefined): Level {
  const n = Math.round(value ?? DEFAULT_LEVEL);
  return (n >= 1 && n <= 5 ? n : DEFAULT_LEVEL) as Level;
}

export function difficultyLabelKey(value: number | null | undefined) {
  return `labels.difficulty.${level(value)}` as const;
}

export function fidelityLabelKey(value: number | null | undefined) {
  return `labels.fidelity.${level(value)}` as const;
}

export function difficultyBadgeKey(value: number | null | undefined) {
  const n = level(value);
  if (n <= 2) return "labels.badge.difficulty.easy" as const;
  return n === 3 ? ("labels.badge.difficulty.medium" as const) : ("labels.badge.difficulty.hard" as const);
}

export function fidelityBadgeKey(value: number | null | undefined) {
  const n = level(value);
  if (n >= 4) return "labels.badge.fidelity.faithful" as const;
  return n === 3 ? ("labels.badge.fidelity.balanced" as const) : ("labels.badge.fidelity.free" as const);
}
