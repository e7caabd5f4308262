import { useSyncExternalStore } from "react";
import { readStorage, STORAGE_KEYS, writeStorage } from "@/lib/storage";

export type Theme = "light" | "dark";

const media = () => window.matchMedia("(prefers-color-scheme: dark)");

/** An explicit choice wins; without one the system's colour scheme decides. */
export function resolveTheme(): Theme {
  const stored = readStorage(STORAGE_KEYS.theme);
  if (stored === "light" || stored === "dark") return stored;
  return media().matches ? "dark" : "light";
}

const listeners = new Set<() => void>();

function apply() {
  document.documentElement.classList.toggle("dark", resolveTheme() === "dark");
  for (const listener of listeners) listener();
}

export function initTheme(): void {
  apply();
  media().addEventListener("change", apply);
}

export function setTheme(theme: Theme): void {
  writeStorage(STORAGE_KEYS.theme, theme);
  apply();
}

export function useTheme(): Theme {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    resolveTheme,
    () => "light",
  );
}
