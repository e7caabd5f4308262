import { findBook } from "@bible/canon";

export type ImpEntry = { key: string; body: string };
export type ImpVerse = { book: number; chapter: number; verse: number; body: string };

/** Splits a SWORD "imp" export into its `$$$key` entries. */
export function* impEntries(text: string): Generator<ImpEntry> {
  let key: string | null = null;
  let lines: string[] = [];
  for (const line of text.split("\n")) {
    if (line.startsWith("$$$")) {
      if (key !== null) yield { key, body: lines.join("\n") };
      key = line.slice(3).trim();
      lines = [];
    } else lines.push(line);
  }
  if (key !== null) yield { key, body: lines.join("\n") };
}

/** "I Samuel 3:10" → book 9, chapter 3, verse 10; headings ("[ Module Heading ]") give null. */
export function parseImpKey(key: string): Omit<ImpVerse, "body"> | null {
  const match = /^(.+) (\d+):(\d+)$/.exec(key);
  if (!match) return null;
  const book = findBook(match[1] ?? "");
  if (!book) return null;
  return { book: book.number, chapter: Number(match[2]), verse: Number(match[3]) };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? "");
}

/** Drops every tag, keeping the text between them. */
export function stripTags(fragment: string): string {
  return decodeEntities(fragment.replace(/<[^>]*>/g, ""));
}
