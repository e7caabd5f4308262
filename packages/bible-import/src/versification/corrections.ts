import { bookByNumber } from "@bible/canon";
import { type VerseRecord, verseRecord } from "../types.ts";

/**
 * One version's hand-checked corrections, for a text that sits on the wrong slots in a way no numbering scheme
 * describes (the module put RV1909's own numbers into KJV slots, VERSIFICATION.md):
 * - `anchors`: like a scheme's overrides, in source numbering ("Job.40": "1>40:6": source 40:1 is KJV 40:6);
 * - `splits`: a slot that holds several KJV verses (after the anchors) is cut where each of them starts.
 */
export type Corrections = {
  anchors?: Record<string, string>;
  splits?: readonly Split[];
};

/** `ref` is the KJV slot holding the text ("Job.39.27"); each part names its KJV verse and its first words. */
export type Split = { ref: string; parts: readonly { at: string; startsWith: string }[] };

/** Cuts the slots `splits` name; a part whose first words are not found leaves that slot whole (and is reported). */
export function applySplits(records: VerseRecord[], splits: readonly Split[] = []): VerseRecord[] {
  if (splits.length === 0) return records;
  const out: VerseRecord[] = [];
  const byRef = new Map(splits.map((split) => [split.ref, split]));
  for (const record of records) {
    const book = bookByNumber(record.book);
    const split = byRef.get(`${book.osis}.${record.chapter}.${record.verse}`);
    const cuts = split?.parts.map((part) => record.text.indexOf(part.startsWith));
    if (!split || !cuts || cuts.some((cut, i) => cut <= 0 || (i > 0 && cut <= (cuts[i - 1] ?? 0)))) {
      out.push(record);
      continue;
    }
    // The first part keeps the slot without its Strong's tags, ruby and span, which no longer match its text.
    out.push({
      ...record,
      text: record.text.slice(0, cuts[0]).trim(),
      verseEnd: undefined,
      strongs: undefined,
      ruby: undefined,
    });
    split.parts.forEach((part, i) => {
      const [chapter, verse] = part.at.split(":").map(Number);
      if (chapter === undefined || verse === undefined)
        throw new Error(`${split.ref}: part at "${part.at}" is not chapter:verse`);
      const moved = verseRecord(record.book, chapter, verse, record.text.slice(cuts[i], cuts[i + 1]).trim());
      moved.originalRef = record.originalRef ?? split.ref;
      out.push(moved);
    });
  }
  return out.sort((a, b) => a.book - b.book || a.chapter - b.chapter || a.verse - b.verse);
}
