import { readJson, removeStorage, STORAGE_KEYS, writeStorage } from "@/lib/storage";
import type { MarkState, WordState } from "./coverage";

/** A guest's word states, language → lemma → state, kept in local storage until they sign in. */
export type LocalStates = Readonly<Record<string, Readonly<Record<string, WordState>>>>;

const STATES = new Set<string>(["learning", "known", "ignored"]);
const listeners = new Set<() => void>();
let snapshot: LocalStates | null = null;

function parse(value: unknown): LocalStates {
  if (typeof value !== "object" || value === null) return {};
  const out: Record<string, Record<string, WordState>> = {};
  for (const [language, words] of Object.entries(value)) {
    if (typeof words !== "object" || words === null) continue;
    const kept: Record<string, WordState> = {};
    for (const [lemma, state] of Object.entries(words)) {
      if (typeof state === "string" && STATES.has(state)) kept[lemma] = state as WordState;
    }
    out[language] = kept;
  }
  return out;
}

export function readLocalStates(): LocalStates {
  snapshot ??= parse(readJson(STORAGE_KEYS.wordStates));
  return snapshot;
}

export function subscribeLocalStates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(next: LocalStates): void {
  snapshot = next;
  writeStorage(STORAGE_KEYS.wordStates, JSON.stringify(next));
  for (const listener of listeners) listener();
}

/** Marks words of a language in the browser (as the server's `learning.mark` does for an account). */
export function markLocally(language: string, lemmas: readonly string[], state: MarkState, onlyNew = false): void {
  const current = readLocalStates();
  const words = { ...current[language] };
  for (const lemma of lemmas) {
    if (state === "new") delete words[lemma];
    else if (!onlyNew || words[lemma] === undefined) words[lemma] = state;
  }
  publish({ ...current, [language]: words });
}

/** Every guest state as the account import takes them. */
export function localStateList(): { language: string; lemma: string; state: WordState }[] {
  return Object.entries(readLocalStates()).flatMap(([language, words]) =>
    Object.entries(words).map(([lemma, state]) => ({ language, lemma, state })),
  );
}

export function clearLocalStates(): void {
  removeStorage(STORAGE_KEYS.wordStates);
  snapshot = {};
  for (const listener of listeners) listener();
}
