import { bookNumber } from "./book-number.ts";

export type ImpEntry = { key: string; body: string };
export type ImpVerse = { book: number; chapter: number; verse: number; body: string };

/** Splits a SWORD "imp" export into its `$$$key` entries (a line that starts with $$$, then the lines up to the next). */
export function* impEntries(text: string): Generator<ImpEntry> {
  // Sliced out of the text rather than split into lines and joined again: the KJV is 17 MB.
  const first = text.indexOf("\n$$$");
  let at = text.startsWith("$$$") ? 0 : first < 0 ? -1 : first + 1;
  while (at >= 0) {
    const lineEnd = text.indexOf("\n", at);
    if (lineEnd < 0) {
      yield { key: text.slice(at + 3).trim(), body: "" };
      return;
    }
    // The next key line: the newline before it ends this body (empty when it follows the key line at once).
    const next = text.indexOf("\n$$$", lineEnd);
    yield { key: text.slice(at + 3, lineEnd).trim(), body: text.slice(lineEnd + 1, next < 0 ? text.length : next) };
    at = next < 0 ? -1 : next + 1;
  }
}

/** "I Samuel 3:10" → book 9, chapter 3, verse 10; headings ("[ Module Heading ]") give null. */
export function parseImpKey(key: string): Omit<ImpVerse, "body"> | null {
  const match = /^(.+) (\d+):(\d+)$/.exec(key);
  if (!match) return null;
  const book = bookNumber(match[1] ?? "");
  if (!book) return null;
  return { book, chapter: Number(match[2]), verse: Number(match[3]) };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? "");
}

/** Drops every tag, keeping the text between them. */
export function stripTags(fragment: string): string {
  return decodeEntities(fragment.replace(/<[^>]*>/g, ""));
}
