import { readFileSync } from "node:fs";
import { BOOKS, bookByNumber } from "@bible/canon";
import type { VerseRecord } from "../types.ts";

/**
 * Verses the critical Greek text leaves out, which many versions leave empty (or put in a footnote): an empty
 * slot here is an omission, never a merge.
 */
const OMITTED = new Set([
  "Matt.17.21",
  "Matt.18.11",
  "Matt.23.14",
  "Mark.7.16",
  "Mark.9.44",
  "Mark.9.46",
  "Mark.11.26",
  "Mark.15.28",
  "Luke.17.36",
  "Luke.23.17",
  "John.5.4",
  "John.7.53",
  "Acts.8.37",
  "Acts.15.34",
  "Acts.24.7",
  "Acts.28.29",
  "Rom.16.24",
]);

let kjvTable: number[][][] | undefined;

/** The length in characters of every KJV verse: [book - 1][chapter - 1][verse - 1] (kjv-lengths.txt). */
export function kjvLengths(): number[][][] {
  if (kjvTable) return kjvTable;
  const lines = readFileSync(new URL("./kjv-lengths.txt", import.meta.url), "utf8")
    .trim()
    .split("\n");
  const table: number[][][] = [];
  let line = 0;
  for (const book of BOOKS) {
    const chapters: number[][] = [];
    for (let chapter = 1; chapter <= book.chapters; chapter++) {
      chapters.push((lines[line++] ?? "").split(",").map(Number));
    }
    table.push(chapters);
  }
  kjvTable = table;
  return table;
}

/** The median of (verse length / KJV verse length) over a text: how much longer this language writes. */
export function lengthFactor(records: readonly VerseRecord[]): number {
  const table = kjvLengths();
  // A typed array sorts its numbers natively, many times faster than an array through a comparison function.
  const ratios = new Float64Array(records.length);
  let count = 0;
  for (const record of records) {
    const kjv = table[record.book - 1]?.[record.chapter - 1]?.[record.verse - 1];
    if (kjv && record.text) ratios[count++] = record.text.length / kjv;
  }
  const sorted = ratios.subarray(0, count).sort();
  return sorted[Math.floor(count / 2)] ?? 1;
}

/** How much better a merge of `extra` KJV characters explains a verse's length than the verse alone (log scale). */
const MIN_GAIN = 0.15;

/**
 * Where a source joins verses, the text sits on one slot and its neighbours are empty (Ohienko Exod 39:23 holds
 * KJV 39:23-43; KRV Isa 30:1 holds 30:1-2). Each run of empty slots inside a chapter (not a verse the critical text
 * omits) is given to the neighbour — the verse before or the verse after — whose length it explains, measured
 * against the KJV lengths: the joined verse then starts at the first slot of the run it covers and `verseEnd`
 * names its last. Spans already recorded are kept (the function can run again). A run no neighbour explains (a verse that is really missing or sits in another chapter) stays
 * empty and is reported missing. Returns the records sorted, a copy of each that changed; the input is not changed.
 */
export function recordSpans(records: readonly VerseRecord[]): VerseRecord[] {
  const table = kjvLengths();
  const factor = lengthFactor(records);
  const byChapter = new Map<number, Map<number, VerseRecord>>();
  for (const record of records) {
    const key = record.book * 1000 + record.chapter;
    const chapter = byChapter.get(key) ?? new Map<number, VerseRecord>();
    // The records themselves: one that gets a span is copied then (most are not changed).
    chapter.set(record.verse, record);
    byChapter.set(key, chapter);
  }
  for (const [key, chapter] of byChapter) {
    const book = bookByNumber(Math.floor(key / 1000));
    const number = key % 1000;
    const kjv = table[book.number - 1]?.[number - 1];
    if (!kjv) continue;
    let verse = 1;
    const covered = (v: number) => chapter.has(v) || findHolder(chapter, v) !== undefined;
    while (verse <= kjv.length) {
      if (covered(verse)) {
        verse++;
        continue;
      }
      const first = verse;
      while (verse <= kjv.length && !covered(verse)) verse++;
      const last = verse - 1;
      const run = [];
      for (let v = first; v <= last; v++) run.push(v);
      if (run.every((v) => OMITTED.has(`${book.osis}.${number}.${v}`))) continue;
      const missing = run.reduce((sum, v) => sum + (kjv[v - 1] ?? 0), 0);
      const gain = (holder: VerseRecord | undefined): number => {
        if (!holder?.text) return Number.NEGATIVE_INFINITY;
        const own = kjvSpan(kjv, holder);
        const alone = Math.abs(Math.log(holder.text.length / (factor * own)));
        const joined = Math.abs(Math.log(holder.text.length / (factor * (own + missing))));
        return alone - joined;
      };
      const before = findHolder(chapter, first - 1);
      const after = chapter.get(last + 1);
      const [gainBefore, gainAfter] = [gain(before), gain(after)];
      if (Math.max(gainBefore, gainAfter) < MIN_GAIN) continue;
      if (before && gainBefore >= gainAfter) {
        chapter.set(before.verse, { ...before, verseEnd: last });
      } else if (after) {
        chapter.delete(after.verse);
        const end = after.verseEnd ?? after.verse;
        const moved: VerseRecord = { ...after, verse: first };
        if (end > first) moved.verseEnd = end;
        chapter.set(first, moved);
      }
    }
  }
  return sortedByPlace([...byChapter.values()].flatMap((chapter) => [...chapter.values()]));
}

const byPlace = (a: VerseRecord, b: VerseRecord) => a.book - b.book || a.chapter - b.chapter || a.verse - b.verse;

/** Sorted by book, chapter and verse: checked first, as records mostly come in order (a stable sort keeps them so). */
function sortedByPlace(records: VerseRecord[]): VerseRecord[] {
  let previous: VerseRecord | undefined;
  for (const record of records) {
    if (previous && byPlace(previous, record) > 0) return records.sort(byPlace);
    previous = record;
  }
  return records;
}

/** The record that covers `verse` (itself or a span ending there). */
function findHolder(chapter: Map<number, VerseRecord>, verse: number): VerseRecord | undefined {
  for (let v = verse; v >= 1; v--) {
    const record = chapter.get(v);
    if (record) return (record.verseEnd ?? record.verse) >= verse ? record : undefined;
  }
  return undefined;
}

function kjvSpan(kjv: readonly number[], record: VerseRecord): number {
  let sum = 0;
  for (let v = record.verse; v <= (record.verseEnd ?? record.verse); v++) sum += kjv[v - 1] ?? 0;
  return sum || 1;
}
