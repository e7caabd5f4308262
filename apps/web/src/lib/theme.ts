import { useSyncExternalStore } from "react";
import { STORAGE_KEYS, writeStorage } from "@/lib/storage";
import { darkSchemeQuery, resolveTheme, type Theme } from "@/lib/theme-choice";

const listeners = new Set<() => void>();

function apply() {
  document.documentElement.classList.toggle("dark", resolveTheme() === "dark");
  for (const listener of listeners) listener();
}

export function initTheme(): void {
  apply();
  darkSchemeQuery().addEventListener("change", apply);
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
