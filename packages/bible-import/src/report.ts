import { BOOKS } from "@bible/canon";
import { versesPerChapter } from "@bible/canon/verses";
import type { VerseRecord } from "./types.ts";
import type { MappingNote } from "./versification/index.ts";

export type CoverageReport = {
  books: number;
  chapters: number;
  verses: number;
  /** KJV slots without text, compacted: whole books ("Tob" never; "Matt"), chapters ("Matt 25"), runs ("Exod 37:22-29"). */
  missing: string[];
};

type Key = number | string;
/** Chapters and verses below 2048: a slot's number stays a small integer (below 2^30), which sets hash fastest. */
const PART = 2048;

/**
 * A chapter (book, chapter) or a slot (chapter key, verse) as one number, a string for numbers a number key could
 * confuse: sets of numbers cost a fraction of sets of built strings.
 */
function key(prefix: Key, part: number): Key {
  return typeof prefix === "number" && Number.isSafeInteger(part) && part >= 0 && part < PART
    ? prefix * PART + part
    : `${prefix}.${part}`;
}

/** Compares installed verses with the KJV canon (66 books, 1,189 chapters, 31,102 verses); a span covers its slots. */
export function coverage(records: readonly VerseRecord[]): CoverageReport {
  const present = new Set<Key>();
  const books = new Set<number>();
  const chapters = new Set<Key>();
  for (const r of records) {
    const chapter = key(r.book, r.chapter);
    books.add(r.book);
    chapters.add(chapter);
    for (let v = r.verse; v <= (r.verseEnd ?? r.verse); v++) present.add(key(chapter, v));
  }
  const missing: string[] = [];
  for (const book of BOOKS) {
    if (!books.has(book.number)) {
      missing.push(book.osis);
      continue;
    }
    versesPerChapter(book).forEach((count, index) => {
      const chapter = index + 1;
      const chapterKey = key(book.number, chapter);
      if (!chapters.has(chapterKey)) {
        missing.push(`${book.osis} ${chapter}`);
        return;
      }
      let runStart = 0;
      for (let verse = 1; verse <= count + 1; verse++) {
        const absent = verse <= count && !present.has(key(chapterKey, verse));
        if (absent && !runStart) runStart = verse;
        if (!absent && runStart) {
          const end = verse - 1;
          missing.push(`${book.osis} ${chapter}:${runStart}${end > runStart ? `-${end}` : ""}`);
          runStart = 0;
        }
      }
    });
  }
  return { books: books.size, chapters: chapters.size, verses: records.length, missing };
}

/** Notes folded into ranges ("Dan.3.24-90 skipped: outside the KJV canon …"), for reports. */
export function summarizeNotes(notes: readonly MappingNote[]): string[] {
  const lines: string[] = [];
  let run: { note: MappingNote; prefix: string; from: number; to: number } | undefined;
  const flush = () => {
    if (!run) return;
    const range = run.to > run.from ? `${run.from}-${run.to}` : `${run.from}`;
    lines.push(`${run.prefix}.${range} ${run.note.kind}: ${run.note.detail}`);
    run = undefined;
  };
  for (const note of notes) {
    const cut = note.ref.lastIndexOf(".");
    const prefix = note.ref.slice(0, cut);
    const verse = Number.parseInt(note.ref.slice(cut + 1), 10);
    const continues =
      run &&
      run.note.kind === note.kind &&
      run.note.detail === note.detail &&
      run.prefix === prefix &&
      run.to + 1 === verse;
    if (run && continues) {
      run.to = verse;
      continue;
    }
    flush();
    run = { note, prefix, from: verse, to: verse };
  }
  flush();
  return lines;
}
