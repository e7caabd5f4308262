import type { RubyWord, TaggedWord } from "@bible/db";

/** One verse as an importer reads it. `book` is 1-66 (KJV order); chapter and verse are in the source's numbering until mapped. */
export type VerseRecord = {
  book: number;
  chapter: number;
  verse: number;
  text: string;
  /** The reference in the source's own numbering (OSIS form, "Ps.22.1") when the verse was moved to another slot. */
  originalRef?: string;
  heading?: string;
  /** The last KJV verse this text covers, when the source joined verses (the record sits on the first). */
  verseEnd?: number;
  strongs?: TaggedWord[];
  /** The verse's ruby, its kanji words with the kana it reads them with, in text order (Japanese sources). */
  ruby?: RubyWord[];
};

/**
 * A verse record with every field, in this order (undefined when absent): the stages a Bible goes through read
 * hundreds of thousands of records, fastest when they all have one shape (one hidden class for V8).
 */
export function verseRecord(
  book: number,
  chapter: number,
  verse: number,
  text: string,
  heading?: string,
  strongs?: TaggedWord[],
  ruby?: RubyWord[],
): VerseRecord {
  return { book, chapter, verse, text, originalRef: undefined, heading, verseEnd: undefined, strongs, ruby };
}

export const BIBLE_FORMATS = [
  "imp",
  "zefania",
  "usfx",
  "usfm",
  "osis",
  "json-usfm-books",
  "json-numbered-books",
] as const;
export type BibleFormat = (typeof BIBLE_FORMATS)[number];

export const FORMAT_LABELS: Record<BibleFormat, string> = {
  imp: "SWORD IMP export (mod2imp)",
  zefania: "Zefania XML",
  usfx: "USFX XML",
  usfm: "USFM",
  osis: "OSIS XML",
  "json-usfm-books": "JSON, one <USFM code>.json per book",
  "json-numbered-books": "JSON, one NN.json per book (01-66)",
};
