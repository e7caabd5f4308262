import { type Book, bookByNumber, LANGUAGE_CODES, type LanguageCode, localizedBookName } from "@bible/canon";
import { verseCount } from "@bible/canon/verses";

/** One passage of a plan day: verses of one chapter (book by number, 1-66). */
export type Passage = { book: number; chapter: number; verseStart: number; verseEnd: number };

const SEPARATOR: Partial<Record<LanguageCode, string>> = { zh: "；", ja: "；", ar: "؛ " };

function wholeChapter(book: Book, passage: Passage): boolean {
  return passage.verseStart === 1 && passage.verseEnd === verseCount(book, passage.chapter);
}

/**
 * The references of a day in one language, with whole chapters of a book run together:
 * 'Genèse 1-3', 'Exode 12:1-21', 'Psaumes 119 ; Matthieu 5'.
 */
export function referencesText(passages: readonly Passage[], code: LanguageCode): string {
  const parts: string[] = [];
  let run: { book: Book; first: number; last: number } | undefined;
  const flush = () => {
    if (!run) return;
    const chapters = run.first === run.last ? `${run.first}` : `${run.first}-${run.last}`;
    parts.push(`${localizedBookName(run.book, code)} ${chapters}`);
    run = undefined;
  };
  for (const passage of passages) {
    const book = bookByNumber(passage.book);
    if (wholeChapter(book, passage)) {
      if (run && run.book === book && run.last + 1 === passage.chapter) {
        run.last = passage.chapter;
        continue;
      }
      flush();
      run = { book, first: passage.chapter, last: passage.chapter };
      continue;
    }
    flush();
    const verses =
      passage.verseStart === passage.verseEnd ? `${passage.verseStart}` : `${passage.verseStart}-${passage.verseEnd}`;
    parts.push(`${localizedBookName(book, code)} ${passage.chapter}:${verses}`);
  }
  flush();
  return parts.join(SEPARATOR[code] ?? "; ");
}

/** A day's references in each of the 12 interface languages: the title of a generated plan's day. */
export function referencesTitle(passages: readonly Passage[]): Record<string, string> {
  return Object.fromEntries(LANGUAGE_CODES.map((code) => [code, referencesText(passages, code)]));
}
