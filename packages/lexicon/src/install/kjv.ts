import type { OriginalWord } from "@bible/db";
import { impEntries, parseImpKey, stripTags } from "./imp.ts";
import { squash } from "./xml.ts";

export type KjvVerse = { book: number; chapter: number; verse: number; text: string; words: OriginalWord[] };

/** "H0430" → "H430": the lexicons' keys have no zero padding. */
export function normalizeStrongs(value: string): string | null {
  const match = /^([HG])0*(\d+)/.exec(value.trim());
  return match ? `${match[1]}${match[2]}` : null;
}

const WORD = /<w\s[^>]*?lemma="([^"]*)"[^>]*>([\s\S]*?)<\/w>/g;

/**
 * One KJV verse: its plain text and its tagged words. Translators' notes are dropped (some hold
 * malformed USFM residue), so only the printed words remain.
 */
export function parseKjvVerse(body: string): { text: string; words: OriginalWord[] } {
  const printed = body.replace(/<note\b[\s\S]*?<\/note>/g, "");
  const words: OriginalWord[] = [];
  for (const match of printed.matchAll(WORD)) {
    const strongs = (match[1] ?? "")
      .split(/\s+/)
      .filter((part) => part.startsWith("strong:"))
      .map((part) => normalizeStrongs(part.slice("strong:".length)))
      .filter((s): s is string => s !== null);
    const w = squash(stripTags(match[2] ?? ""));
    if (w && strongs.length > 0) words.push({ w, s: strongs });
  }
  return { text: squash(stripTags(printed).replace(/¶/g, "")), words };
}

export function parseKjv(text: string): { verses: KjvVerse[]; keys: number } {
  const verses: KjvVerse[] = [];
  let keys = 0;
  for (const entry of impEntries(text)) {
    keys++;
    const ref = parseImpKey(entry.key);
    if (!ref || ref.chapter === 0 || ref.verse === 0) continue;
    verses.push({ ...ref, ...parseKjvVerse(entry.body) });
  }
  return { verses, keys };
}
