import { findBook } from "@bible/canon";
import { verseCount } from "@bible/canon/verses";
import type { Passage } from "./references";

/**
 * Robert Murray M'Cheyne's calendar (1842) as stored in `shared/data/plans/mcheyne-plan.json`: 365 keys
 * "MMDD" (no 29 February), each `{ family: [OT, NT/Ps], secret: [OT, NT] }` with English references.
 */
export type MCheyneSource = Record<string, { family: string[]; secret: string[] }>;

const REFERENCE = /^(.+?)\s+(\d+(?:[-:&\s\dff]*))$/;

/**
 * One reference of the calendar as passages of one chapter each, normalising its quirks: 'Acts  \n4',
 * open ranges 'Luke 1:39ff', 'Exodus 11-12:21', 'Isaiah 9:8-10:4', 'Jeremiah 36 & 45', 'Song of Songs'.
 */
export function parseReference(reference: string): Passage[] {
  const text = reference.replace(/\s+/g, " ").trim();
  const match = REFERENCE.exec(text);
  const [, bookName, chapters] = match ?? [];
  if (bookName === undefined || chapters === undefined) throw new Error(`"${reference}": not a reference`);
  const name = bookName.replace(/^Song of Songs$/, "Song of Solomon");
  const book = findBook(name, "en");
  if (!book) throw new Error(`"${reference}": unknown book "${name}"`);
  const passages: Passage[] = [];
  const last = (chapter: number) => verseCount(book, chapter);
  for (const part of chapters.split("&").map((p) => p.trim())) {
    const range = /^(\d+)(?::(\d+))?(ff)?(?:-(\d+)(?::(\d+))?)?$/.exec(part);
    if (!range) throw new Error(`"${reference}": cannot read "${part}"`);
    const [, c1, v1, ff, a, b] = range;
    const chapter = Number(c1);
    const verseStart = v1 ? Number(v1) : 1;
    let endChapter = chapter;
    let verseEnd: number;
    if (ff || !a) verseEnd = v1 && !ff ? verseStart : last(chapter);
    else if (b) {
      endChapter = Number(a);
      verseEnd = Number(b);
    } else if (v1) verseEnd = Number(a);
    else {
      endChapter = Number(a);
      verseEnd = last(endChapter);
    }
    if (endChapter < chapter || endChapter > book.chapters || last(chapter) === 0) {
      throw new Error(`"${reference}": chapters out of ${book.english}`);
    }
    for (let c = chapter; c <= endChapter; c++) {
      const start = c === chapter ? verseStart : 1;
      const end = c === endChapter ? verseEnd : last(c);
      if (start > end || end > last(c)) throw new Error(`"${reference}": verses out of ${book.english} ${c}`);
      passages.push({ book: book.number, chapter: c, verseStart: start, verseEnd: end });
    }
  }
  return passages;
}

/** The 365 days in calendar order, each with its four readings (family OT, family NT/Ps, secret OT, secret NT). */
export function mcheyneDays(source: MCheyneSource): Passage[][][] {
  const keys = Object.keys(source).sort();
  if (keys.length !== 365) throw new Error(`expected 365 days, got ${keys.length}`);
  return keys.map((key) => {
    const day = source[key];
    if (!day) throw new Error(`${key}: missing day`);
    const readings = [...day.family, ...day.secret];
    if (readings.length !== 4) throw new Error(`${key}: expected 4 readings, got ${readings.length}`);
    return readings.map(parseReference);
  });
}
