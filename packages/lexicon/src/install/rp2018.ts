import type { OriginalWord } from "@bible/db";
import { bookNumber } from "./book-number.ts";
import type { OriginalVerse } from "./oshb.ts";

/** The RP2018 file names that are not USFM book codes. */
const FILE_BOOKS: Record<string, string> = {
  MAR: "Mark",
  JOH: "John",
  JAM: "Jas",
  "1JO": "1John",
  "2JO": "2John",
  "3JO": "3John",
};

export function bookOfRpFile(fileName: string): number | null {
  const code = fileName.replace(/\.csv(\.gz)?$/, "");
  return bookNumber(FILE_BOOKS[code] ?? code);
}

const TRIPLE = /(\S+) (\d+) \{([^}]+)\}/g;

/** `chapter,verse,text` rows; the text is a run of `word strongs {PARSING}` triples. */
export function parseRpBook(csv: string, book: number): OriginalVerse[] {
  const verses: OriginalVerse[] = [];
  for (const line of csv.split(/\r?\n/).slice(1)) {
    const match = /^(\d+),(\d+),(.*)$/.exec(line);
    if (!match) continue;
    const words: OriginalWord[] = [];
    for (const triple of (match[3] ?? "").matchAll(TRIPLE)) {
      words.push({ w: triple[1] ?? "", s: [`G${Number(triple[2])}`], m: triple[3] ?? "" });
    }
    verses.push({
      book,
      chapter: Number(match[1]),
      verse: Number(match[2]),
      text: words.map((w) => w.w).join(" "),
      words,
    });
  }
  return verses;
}
