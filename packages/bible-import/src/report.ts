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

/** Compares installed verses with the KJV canon (66 books, 1,189 chapters, 31,102 verses); a span covers its slots. */
export function coverage(records: readonly VerseRecord[]): CoverageReport {
  const present = new Set<string>();
  for (const r of records) {
    for (let v = r.verse; v <= (r.verseEnd ?? r.verse); v++) present.add(`${r.book}.${r.chapter}.${v}`);
  }
  const books = new Set(records.map((r) => r.book));
  const chapters = new Set(records.map((r) => `${r.book}.${r.chapter}`));
  const missing: string[] = [];
  for (const book of BOOKS) {
    if (!books.has(book.number)) {
      missing.push(book.osis);
      continue;
    }
    versesPerChapter(book).forEach((count, index) => {
      const chapter = index + 1;
      if (!chapters.has(`${book.number}.${chapter}`)) {
        missing.push(`${book.osis} ${chapter}`);
        return;
      }
      let runStart = 0;
      for (let verse = 1; verse <= count + 1; verse++) {
        const absent = verse <= count && !present.has(`${book.number}.${chapter}.${verse}`);
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
