import type { LanguageId } from "@bible/canon";

/** Leading and trailing punctuation and symbols; inner apostrophes and hyphens (l'homme, peut-être) stay. */
const EDGE_PUNCTUATION = /^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu;

export function stripPunctuation(word: string): string {
  return word.normalize("NFC").replace(EDGE_PUNCTUATION, "");
}

export function collapseSpaces(text: string): string {
  return text.normalize("NFC").replace(/\s+/g, " ").trim();
}

/**
 * The form of a word used in the cache key. Case is folded except in German, where a capital
 * tells a noun from a verb (das Leben / leben).
 */
export function wordKey(word: string, language: LanguageId): string {
  const stripped = stripPunctuation(word);
  return language === "german" ? stripped : stripped.toLowerCase();
}

/** Questions differing only by case, spacing or final punctuation get the same answer. */
export function questionKey(question: string): string {
  return collapseSpaces(question)
    .toLowerCase()
    .replace(/[\s?!.？！。؟]+$/u, "");
}

/**
 * Parses a verse selection: "" or "all" (whole chapter), "5", "1-5", "1–5", "1-3, 7, 9-10".
 * Returns the sorted unique verse numbers (empty for the whole chapter), or null when it is not a
 * verse selection or goes past the chapter's last verse.
 */
export function parseVerseSelection(value: string | number, lastVerse: number): number[] | null {
  const text = String(value).trim().toLowerCase();
  if (text === "" || text === "all") return [];
  const verses = new Set<number>();
  for (const part of text.split(",")) {
    const match = /^\s*(\d{1,3})\s*(?:[-–—]\s*(\d{1,3}))?\s*$/.exec(part);
    if (!match) return null;
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (from < 1 || to < from || to > lastVerse) return null;
    for (let v = from; v <= to; v++) verses.add(v);
  }
  return [...verses].sort((a, b) => a - b);
}
