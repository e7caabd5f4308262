import { useSyncExternalStore } from "react";

/** A tiny module-level store: state that outlives route changes without a context provider. */
export function createStore<T>(initial: T) {
  let state = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    get: () => state,
    set(next: T | ((current: T) => T)) {
      state = typeof next === "function" ? (next as (current: T) => T)(state) : next;
      for (const listener of listeners) listener();
    },
    use: () =>
      useSyncExternalStore(
        subscribe,
        () => state,
        () => state,
      ),
  };
}
