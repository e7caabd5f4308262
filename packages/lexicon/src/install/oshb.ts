import type { OriginalWord } from "@bible/db";
import { bookNumber } from "./book-number.ts";
import { walkXml } from "./xml.ts";

export type VerseRef = { book: number; chapter: number; verse: number };
export type OriginalVerse = VerseRef & { text: string; words: OriginalWord[] };

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isLetter = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);

/** The number `text` holds from `start` to `end`, if that is one or more ASCII digits; else NaN. */
function digitsAt(text: string, start: number, end: number): number {
  if (end <= start) return Number.NaN;
  let value = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (!isDigit(c)) return Number.NaN;
    value = value * 10 + (c - 0x30);
  }
  // Past 2^53 the sum is not the nearest number any more: read as Number() reads it.
  return end - start > 15 ? Number(text.slice(start, end)) : value;
}

/**
 * The OSIS reference `text` holds from `start` to `end` ("Gen.1.1" → book 1, chapter 1, verse 1): a book (an
 * optional 1-3, then letters), a dot, the chapter's digits, a dot, the verse's digits, nothing else. Read in place
 * by hand rather than sliced out and matched with a regular expression: the cross-references give 700,000 of them.
 */
export function osisRefAt(text: string, start: number, end: number): VerseRef | null {
  const first = text.indexOf(".", start);
  const second = first < 0 ? -1 : text.indexOf(".", first + 1);
  if (second < 0 || second >= end) return null;
  const letters = start + (text.charCodeAt(start) >= 0x31 && text.charCodeAt(start) <= 0x33 ? 1 : 0);
  if (letters >= first) return null;
  for (let i = letters; i < first; i++) if (!isLetter(text.charCodeAt(i))) return null;
  const chapter = digitsAt(text, first + 1, second);
  const verse = digitsAt(text, second + 1, end);
  if (Number.isNaN(chapter) || Number.isNaN(verse)) return null;
  const book = bookNumber(text.slice(start, first));
  return book ? { book, chapter, verse } : null;
}

export function parseOsisRef(osisId: string): VerseRef | null {
  return osisRefAt(osisId, 0, osisId.length);
}

/** VerseMap.xml: WLC verse → KJV verse, for the verses where the numbering differs. */
export function parseVerseMap(xml: string): Map<string, string> {
  const map = new Map<string, string>();
  walkXml(xml, {
    open(name, attrs) {
      if (name === "verse" && attrs.wlc && attrs.kjv) map.set(attrs.wlc, attrs.kjv);
    },
  });
  return map;
}

/**
 * An OSHB lemma ("c/1254 a", "b/7225", "1177+") → its Strong's number and augmented key. Prefixes
 * (b/, c/, d/ …) are particles without a number of their own and are left out.
 */
export function parseOshbLemma(lemma: string): { strongs: string; aug: string } | null {
  for (const segment of lemma.split("/")) {
    const match = /^(\d+)\s*([a-z])?\+?$/.exec(segment.trim());
    if (match) return { strongs: `H${match[1]}`, aug: `${match[1]}${match[2] ?? ""}` };
  }
  return null;
}

/**
 * One OSHB book in KJV numbering. Words in notes (the qere readings) are skipped: the ketiv in the
 * text carries the same lemma.
 */
export function parseOshbBook(xml: string, verseMap: Map<string, string>): OriginalVerse[] {
  const verses = new Map<string, OriginalVerse>();
  // A book gives the same lemmas thousands of times ("c/1961"): each is read once.
  const lemmas = new Map<string, ReturnType<typeof parseOshbLemma>>();
  let current: OriginalVerse | null = null;
  let word: OriginalWord | null = null;
  let openNotes = 0;
  walkXml(xml, {
    open(name, attrs) {
      if (name === "note") openNotes++;
      else if (name === "verse" && attrs.osisID) {
        const kjvId = verseMap.get(attrs.osisID) ?? attrs.osisID;
        const ref = parseOsisRef(kjvId);
        if (!ref) return;
        const key = `${ref.book}.${ref.chapter}.${ref.verse}`;
        current = verses.get(key) ?? { ...ref, text: "", words: [] };
        verses.set(key, current);
      } else if (name === "w" && current && openNotes === 0) {
        const lemma = attrs.lemma ?? "";
        let parsed = lemmas.get(lemma);
        if (parsed === undefined) {
          parsed = parseOshbLemma(lemma);
          lemmas.set(lemma, parsed);
        }
        word = { w: "", s: parsed ? [parsed.strongs] : [], m: attrs.morph ?? "" };
        if (parsed) word.a = parsed.aug;
      }
    },
    text(text) {
      if (word) word.w += text;
    },
    close(name) {
      if (name === "w" && word && current) {
        if (word.w.includes("/")) word.w = word.w.replace(/\//g, "");
        current.words.push(word);
        word = null;
      } else if (name === "verse") current = null;
      else if (name === "note") openNotes--;
    },
  });
  for (const verse of verses.values()) verse.text = verse.words.map((w) => w.w).join(" ");
  return [...verses.values()];
}
