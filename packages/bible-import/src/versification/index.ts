import { bookByNumber } from "@bible/canon";
import { verseCount } from "@bible/canon/verses";
import type { TaggedWord } from "@bible/db";
import { osisRef } from "../markup.ts";
import { type VerseRecord, verseRecord } from "../types.ts";
import { type Placement, place } from "./anchors.ts";
import { type ChapterShape, deriveRules, type SourceShape } from "./derive.ts";
import { KJV_LIKE, MAPPED_SCHEMES } from "./schemes.ts";

/** What happened to a source verse that did not simply land in its own KJV slot. */
export type MappingNote = {
  kind: "skipped" | "extra" | "merged";
  /** The source reference, OSIS form ("Dan.3.24"). */
  ref: string;
  detail: string;
};

export type MappedBible = { records: VerseRecord[]; notes: MappingNote[] };

/**
 * Places source verses on KJV slots. Synodal, Orthodox and German texts are moved (psalm numbers, title verses,
 * chapter boundaries, see VERSIFICATION.md); in any text, a chapter boundary that moved is put back. Nothing is
 * dropped silently: two source verses that land on one slot are joined, verses past the end of a KJV chapter are
 * kept, and what is left out (chapters the KJV does not have, Greek additions) comes back as notes.
 */
export function mapToKjv(
  source: Iterable<VerseRecord>,
  scheme: string,
  anchors: Record<string, string> = {},
): MappedBible {
  const records = [...source];
  const definition = MAPPED_SCHEMES[scheme] ?? KJV_LIKE;
  const rules = deriveRules(shapeOf(records), {
    ...definition,
    overrides: { ...definition.overrides, ...anchors },
  });
  const notes: MappingNote[] = [];
  const slots = new Map<number, VerseRecord>();
  /** Slot → first source verse (chapter * 1000 + verse), for the reference of joined verses. */
  const firstSources = new Map<number, number>();
  const titles = new Map<number, string[]>();

  for (const record of records) {
    if (!record.text && !record.heading) continue;
    const book = bookByNumber(record.book);
    const ref = () => osisRef(book.osis, record.chapter, record.verse);
    let placement: Placement = place(rules.get(record.book), record.chapter, record.verse);
    if (placement.kind !== "skip" && placement.chapter > book.chapters) {
      placement = { kind: "skip", reason: "chapter outside the KJV canon" };
    }
    if (placement.kind === "skip") {
      notes.push({ kind: "skipped", ref: ref(), detail: placement.reason });
      continue;
    }
    if (placement.kind === "heading") {
      const key = record.book * 1000 + placement.chapter;
      const parts = titles.get(key) ?? [];
      parts.push(...[record.heading, record.text].filter((part): part is string => Boolean(part)));
      titles.set(key, parts);
      continue;
    }
    const key = record.book * 1_000_000 + placement.chapter * 1000 + placement.verse;
    const moved = placement.chapter !== record.chapter || placement.verse !== record.verse;
    const existing = slots.get(key);
    if (existing) {
      notes.push({
        kind: "merged",
        ref: ref(),
        detail: `joined to ${book.osis}.${placement.chapter}.${placement.verse}`,
      });
      const firstSource = firstSources.get(key);
      if (firstSource === undefined) throw new Error(`${ref()}: slot without its first source`);
      join(existing, record, book.osis, [firstSource, record.chapter * 1000 + record.verse]);
      continue;
    }
    const slot = verseRecord(
      record.book,
      placement.chapter,
      placement.verse,
      record.text,
      record.heading || undefined,
      record.strongs || undefined,
      record.ruby || undefined,
    );
    if (moved) slot.originalRef = ref();
    firstSources.set(key, record.chapter * 1000 + record.verse);
    slots.set(key, slot);
    if (record.text && placement.verse > verseCount(book, placement.chapter)) {
      notes.push({ kind: "extra", ref: ref(), detail: "kept past the end of the KJV chapter" });
    }
  }

  const ordered = inKeyOrder(slots);
  const firstOfChapter = new Map<number, VerseRecord>();
  for (const slot of ordered) {
    const key = slot.book * 1000 + slot.chapter;
    if (!firstOfChapter.has(key)) firstOfChapter.set(key, slot);
  }
  for (const [key, parts] of titles) {
    const first = firstOfChapter.get(key);
    if (first) first.heading = [...parts, first.heading].filter(Boolean).join(" ");
  }
  return { records: withoutEmptyVerses(ordered, notes), notes };
}

/** The slots sorted by key; most sources list their verses in order, and are only checked. */
function inKeyOrder(slots: Map<number, VerseRecord>): VerseRecord[] {
  let previous = Number.NEGATIVE_INFINITY;
  for (const key of slots.keys()) {
    if (key < previous) return [...slots.entries()].sort(([a], [b]) => a - b).map(([, slot]) => slot);
    previous = key;
  }
  return [...slots.values()];
}

function join(slot: VerseRecord, record: VerseRecord, osis: string, [first, last]: [number, number]): void {
  slot.text = [slot.text, record.text].filter(Boolean).join(" ");
  if (record.heading) slot.heading = [slot.heading, record.heading].filter(Boolean).join(" ");
  if (record.strongs) slot.strongs = [...(slot.strongs ?? []), ...record.strongs] satisfies TaggedWord[];
  if (record.ruby) slot.ruby = [...(slot.ruby ?? []), ...record.ruby];
  const [fromChapter, fromVerse] = [Math.floor(first / 1000), first % 1000];
  const [toChapter, toVerse] = [Math.floor(last / 1000), last % 1000];
  slot.originalRef =
    fromChapter === toChapter
      ? osisRef(osis, fromChapter, fromVerse, toVerse)
      : `${osisRef(osis, fromChapter, fromVerse)}-${toChapter}.${toVerse}`;
}

/** A slot that ended with a heading and no text gives its heading to the next verse of its book. */
function withoutEmptyVerses(slots: VerseRecord[], notes: MappingNote[]): VerseRecord[] {
  const out: VerseRecord[] = [];
  let carried: { book: number; heading: string } | undefined;
  for (const record of slots) {
    if (carried && carried.book !== record.book) carried = undefined;
    if (!record.text) {
      const heading = [carried?.heading, record.heading].filter(Boolean).join(" ");
      carried = { book: record.book, heading };
      const book = bookByNumber(record.book);
      notes.push({
        kind: "merged",
        ref: osisRef(book.osis, record.chapter, record.verse),
        detail: "a title without verse text, made the heading of the next verse",
      });
      continue;
    }
    if (carried) {
      record.heading = [carried.heading, record.heading].filter(Boolean).join(" ");
      carried = undefined;
    }
    out.push(record);
  }
  return out;
}

function shapeOf(records: VerseRecord[]): SourceShape {
  const shape: SourceShape = new Map();
  const leading = new Map<number, boolean>();
  for (const record of records) {
    const chapters = shape.get(record.book) ?? new Map<number, ChapterShape>();
    shape.set(record.book, chapters);
    const chapter: ChapterShape = chapters.get(record.chapter) ?? { last: 0, max: 0, first: 0, leadingTitles: 0 };
    chapter.max = Math.max(chapter.max, record.verse);
    if (record.text || record.heading) {
      chapter.last = Math.max(chapter.last, record.verse);
      if (!chapter.first || record.verse < chapter.first) chapter.first = record.verse;
    }
    const key = record.book * 1000 + record.chapter;
    if (!leading.has(key) || leading.get(key)) {
      const stillLeading = record.verse === chapter.leadingTitles + 1 && !record.text && Boolean(record.heading);
      if (stillLeading) chapter.leadingTitles++;
      leading.set(key, stillLeading);
    }
    chapters.set(record.chapter, chapter);
  }
  return shape;
}
