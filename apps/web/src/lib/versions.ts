/** SPEC §4, §9: at most 3 Bible versions selected at once. */
export const MAX_SELECTED_VERSIONS = 3;

/**
 * Toggles a version: removing the only one is refused (the list is returned unchanged); adding a
 * fourth drops the oldest, so at most 3 remain, newest last.
 */
export function toggleVersion(selected: readonly string[], code: string): string[] {
  if (selected.includes(code)) {
    if (selected.length === 1) return [...selected];
    return selected.filter((c) => c !== code);
  }
  const next = [...selected, code];
  return next.length > MAX_SELECTED_VERSIONS ? next.slice(next.length - MAX_SELECTED_VERSIONS) : next;
}

/** When none is selected and versions exist: ESV, else the first available. */
export function autoSelectVersions(selected: readonly string[], available: readonly { code: string }[]): string[] {
  if (selected.length > 0 || available.length === 0) return [...selected];
  const preferred = available.find((v) => v.code === "ESV") ?? available[0];
  return preferred ? [preferred.code] : [];
}
