import { contentTags } from "@bible/canon";
import type { OriginalWord } from "@bible/db";
import { impEntries, parseImpKey, stripTags } from "./imp.ts";
import { squash } from "./xml.ts";

export type KjvVerse = { book: number; chapter: number; verse: number; text: string; words: OriginalWord[] };

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;

/**
 * "H0430" → "H430": the lexicons' keys have no zero padding (what /^([HG])0*(\d+)/ reads, written out: the KJV
 * gives 350,000 of them).
 */
export function normalizeStrongs(value: string): string | null {
  const trimmed = value.trim();
  const letter = trimmed.charCodeAt(0);
  if (letter !== 0x48 && letter !== 0x47) return null;
  let start = 1;
  while (trimmed.charCodeAt(start) === 0x30 && isDigit(trimmed.charCodeAt(start + 1))) start++;
  let end = start;
  while (isDigit(trimmed.charCodeAt(end))) end++;
  return end > start ? trimmed[0] + trimmed.slice(start, end) : null;
}

const WORD = /<w\s[^>]*?lemma="([^"]*)"[^>]*>([\s\S]*?)<\/w>/g;
const NOTE = /<note\b[\s\S]*?<\/note>/g;
/** What `squash(stripTags(…))` would change: most words are a plain word already. */
const MARKUP_OR_SPACE = /[\s<&]/;

/** The Strong's numbers of a `lemma` attribute ("strong:H0430", sometimes with more parts). */
function strongsOf(lemma: string): string[] {
  const parts = /\s/.test(lemma) ? lemma.split(/\s+/) : [lemma];
  const strongs: string[] = [];
  for (const part of parts) {
    const number = part.startsWith("strong:") ? normalizeStrongs(part.slice("strong:".length)) : null;
    if (number !== null) strongs.push(number);
  }
  return strongs;
}

/**
 * One KJV verse: its plain text and its tagged words, a phrase tag read as its content words ('of God' → 'God',
 * see `contentTags`). Translators' notes are dropped (some hold malformed USFM residue), so only the printed words
 * remain.
 */
export function parseKjvVerse(body: string): { text: string; words: OriginalWord[] } {
  const printed = body.includes("<note") ? body.replace(NOTE, "") : body;
  const words: OriginalWord[] = [];
  for (const match of printed.matchAll(WORD)) {
    const strongs = strongsOf(match[1] ?? "");
    const inner = match[2] ?? "";
    const w = MARKUP_OR_SPACE.test(inner) ? squash(stripTags(inner)) : inner;
    if (w && strongs.length > 0) words.push({ w, s: strongs });
  }
  return { text: squash(stripTags(printed).replace(/¶/g, "")), words: contentTags(words, "english") };
}

/** The verses of the KJV, each handed to `onVerse` as it is read (none is kept); answers how many keys it read. */
export function parseKjv(text: string, onVerse: (verse: KjvVerse) => void): { keys: number } {
  let keys = 0;
  for (const entry of impEntries(text)) {
    keys++;
    const ref = parseImpKey(entry.key);
    if (!ref || ref.chapter === 0 || ref.verse === 0) continue;
    const verse = parseKjvVerse(entry.body);
    onVerse({ book: ref.book, chapter: ref.chapter, verse: ref.verse, text: verse.text, words: verse.words });
  }
  return { keys };
}
