import { findBook } from "@bible/canon";
import type { OriginalWord } from "@bible/db";
import { walkXml } from "./xml.ts";

export type VerseRef = { book: number; chapter: number; verse: number };
export type OriginalVerse = VerseRef & { text: string; words: OriginalWord[] };

export function parseOsisRef(osisId: string): VerseRef | null {
  const match = /^([1-3]?[A-Za-z]+)\.(\d+)\.(\d+)$/.exec(osisId);
  const book = match && findBook(match[1] ?? "");
  if (!match || !book) return null;
  return { book: book.number, chapter: Number(match[2]), verse: Number(match[3]) };
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
  let current: OriginalVerse | null = null;
  let word: OriginalWord | null = null;
  walkXml(xml, {
    open(name, attrs, stack) {
      if (name === "verse" && attrs.osisID) {
        const kjvId = verseMap.get(attrs.osisID) ?? attrs.osisID;
        const ref = parseOsisRef(kjvId);
        if (!ref) return;
        const key = `${ref.book}.${ref.chapter}.${ref.verse}`;
        current = verses.get(key) ?? { ...ref, text: "", words: [] };
        verses.set(key, current);
      } else if (name === "w" && current && !stack.includes("note")) {
        const parsed = parseOshbLemma(attrs.lemma ?? "");
        word = { w: "", s: parsed ? [parsed.strongs] : [], m: attrs.morph ?? "" };
        if (parsed) word.a = parsed.aug;
      }
    },
    text(text) {
      if (word) word.w += text;
    },
    close(name) {
      if (name === "w" && word && current) {
        word.w = word.w.replace(/\//g, "");
        current.words.push(word);
        word = null;
      } else if (name === "verse") current = null;
    },
  });
  for (const verse of verses.values()) verse.text = verse.words.map((w) => w.w).join(" ");
  return [...verses.values()];
}
