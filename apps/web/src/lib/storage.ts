/** The local storage keys of SPEC §3 (guests) plus the translation cache; every access tolerates a blocked storage. */
export const STORAGE_KEYS = {
  preferredLanguage: "preferredLanguage",
  lastReading: "lastReading",
  /** A guest's reading plans: the active one, and each plan's start date and days done. */
  readingPlans: "readingPlans",
  theme: "theme",
  /** A guest's word states (language → lemma → learning, known or ignored), moved to the account at sign-in. */
  wordStates: "wordStates",
  /** "off" when the reader turned the learning view of /lire off (on by default). */
  learningView: "learningView",
  /** The signed-in reader the server last named (lib/session.ts), for a start without network; cleared at sign-out. */
  lastUser: "lastUser",
  /** i18next's cache of a language's dictionary: this prefix, then `<code>-translation`. */
  translationsPrefix: "translations:",
} as const;

/** SPEC §7: a language's translations are cached for one hour (under `translationsPrefix`). */
export const TRANSLATIONS_TTL_MS = 60 * 60 * 1000;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored where storage is refused.
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private modes may refuse storage; the app keeps working with in-memory state.
  }
}

export function readJson(key: string): unknown {
  const raw = readStorage(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
