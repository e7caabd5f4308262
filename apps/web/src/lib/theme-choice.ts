import { readStorage, STORAGE_KEYS } from "@/lib/storage";

export type Theme = "light" | "dark";

export const darkSchemeQuery = () => window.matchMedia("(prefers-color-scheme: dark)");

/**
 * An explicit choice wins; without one the system's colour scheme decides. Without React, so the script that
 * draws the reader before the app (features/reader/early/draw.ts) shows the same theme.
 */
export function resolveTheme(): Theme {
  const stored = readStorage(STORAGE_KEYS.theme);
  if (stored === "light" || stored === "dark") return stored;
  return darkSchemeQuery().matches ? "dark" : "light";
}
