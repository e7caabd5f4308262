import type { CommentaryOutlineItem, CommentarySection } from "@bible/db";
import { MHCC_SOURCE } from "../sources.ts";
import { impEntries, parseImpKey, stripTags } from "./imp.ts";
import { squash } from "./xml.ts";

const CHAPTER_TITLE = /<title type="x-s2">Chapter (\d+)<\/title>/;
const OUTLINE_ROW = /<row><cell>([\s\S]*?)<\/cell><cell>\((\d+)(?:\s*-\s*(\d+))?\)<\/cell><\/row>/g;

/** Plain paragraphs from a commentary fragment; "Verses 1-8" headings stay as paragraphs of their own. */
export function commentaryText(fragment: string): string {
  const marked = fragment
    .replace(/<table>[\s\S]*?<\/table>/g, "")
    .replace(/<title[^>]*>[\s\S]*?<\/title>/g, "\n")
    .replace(/<hi type="bold">([\s\S]*?)<\/hi>/g, "\n$1\n")
    .replace(/<div [^>]*type="x-p"[^>]*\/>/g, "\n");
  return stripTags(marked).split("\n").map(squash).filter(Boolean).join("\n\n");
}

// Some chapters give their outline as prose: "Nebuchadnezzar's golden image. (<reference osisRef="Dan.3.1-Dan.3.7">…)".
const OUTLINE_REFERENCE =
  /([^()<>]+?)\s*\(<reference osisRef="[1-3]?[A-Za-z]+\.(\d+)\.(\d+)(?:-[1-3]?[A-Za-z]+\.(\d+)\.(\d+))?">[^<]*<\/reference>\)/g;

/** A chapter's outline: table rows "(1-21)", or titles followed by a reference to verses of this chapter. */
export function outlineItems(fragment: string, chapter: number, chapterVerses: number): CommentaryOutlineItem[] {
  const rows = [...fragment.matchAll(OUTLINE_ROW)].map((m) => ({
    title: squash(stripTags(m[1] ?? "")),
    fromVerse: Number(m[2]),
    toVerse: Math.min(Number(m[3] ?? m[2]), chapterVerses),
  }));
  // A few rows name verses past the chapter's end (source typos): those are dropped rather than guessed.
  if (rows.length > 0) return rows.filter((r) => r.fromVerse <= r.toVerse);
  // The expression tries every position of a title's text: not run where no reference follows a parenthesis.
  if (!fragment.includes("(<reference ")) return [];
  return [...fragment.matchAll(OUTLINE_REFERENCE)]
    .filter((m) => Number(m[2]) === chapter && (m[4] === undefined || Number(m[4]) === chapter))
    .map((m) => ({
      title: squash(stripTags(m[1] ?? "")),
      fromVerse: Number(m[3]),
      toVerse: Math.min(Number(m[5] ?? m[3]), chapterVerses),
    }));
}

type Accumulator = { text: string[]; outline: CommentaryOutlineItem[] };

/**
 * Matthew Henry's Concise Commentary: one section per key, keyed at its first verse. A chapter's title
 * and outline (and, in Genesis 1:1, the book introduction) become the chapter's verse-0 row; when they
 * sit at the tail of the previous chapter's last entry they are moved to the chapter they introduce.
 */
export function parseMhcc(
  text: string,
  versesInChapter: (book: number, chapter: number) => number,
): { sections: CommentarySection[]; keys: number } {
  const sections = new Map<string, Accumulator & { book: number; chapter: number; verse: number }>();
  const add = (book: number, chapter: number, verse: number, fragment: string) => {
    const key = `${book}.${chapter}.${verse}`;
    const section = sections.get(key) ?? { book, chapter, verse, text: [], outline: [] };
    sections.set(key, section);
    const body = commentaryText(fragment);
    if (body) section.text.push(body);
    if (verse === 0) section.outline.push(...outlineItems(fragment, chapter, versesInChapter(book, chapter)));
  };

  let keys = 0;
  for (const entry of impEntries(text)) {
    keys++;
    const ref = parseImpKey(entry.key);
    if (!ref || ref.chapter === 0) continue;
    const match = CHAPTER_TITLE.exec(entry.body);
    if (!match || match.index === undefined) {
      add(ref.book, ref.chapter, ref.verse, entry.body);
      continue;
    }
    const titled = Number(match[1]);
    const before = entry.body.slice(0, match.index);
    const from = entry.body.slice(match.index);
    if (titled !== ref.chapter) {
      add(ref.book, ref.chapter, ref.verse, before);
      add(ref.book, titled, 0, from);
      continue;
    }
    // The header runs up to the first "Verses n-m" heading; prose before the title is the book's introduction.
    // A chapter with one section (most psalms) has no such heading: only its title is the header, the
    // commentary itself belongs to the verse.
    const firstHeading = from.search(/<hi type="bold">/);
    const headerEnd = firstHeading < 0 ? match[0].length : firstHeading;
    add(ref.book, ref.chapter, 0, before + from.slice(0, headerEnd));
    add(ref.book, ref.chapter, ref.verse, from.slice(headerEnd));
  }

  const rows: CommentarySection[] = [];
  for (const s of sections.values()) {
    if (s.text.length === 0 && s.outline.length === 0) continue;
    rows.push({
      source: MHCC_SOURCE,
      book: s.book,
      chapter: s.chapter,
      verse: s.verse,
      text: s.text.join("\n\n"),
      outline: s.verse === 0 && s.outline.length > 0 ? s.outline : null,
    });
  }
  return { sections: rows, keys };
}
