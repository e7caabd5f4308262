import { useSyncExternalStore } from "react";
import { STORAGE_KEYS, writeStorage } from "@/lib/storage";
import { darkSchemeQuery, resolveTheme, type Theme } from "@/lib/theme-choice";

const listeners = new Set<() => void>();

function apply() {
  const theme = resolveTheme();
  document.documentElement.classList.toggle("dark", theme === "dark");
  // The browser's bar takes the colour of the theme shown, not of the system's (build/web-manifest.ts).
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    meta.media = meta.dataset.scheme === theme ? "all" : "not all";
  }
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
