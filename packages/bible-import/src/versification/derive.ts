import { BOOKS } from "@bible/canon";
import { versesPerChapter } from "@bible/canon/verses";
import { type Anchor, type BookRules, parseAnchors } from "./anchors.ts";

/**
 * What the source holds in one chapter: its last and first slots with content, its last slot at all, and how many
 * slots at its start hold a title and no verse text.
 */
export type ChapterShape = { last: number; max: number; first: number; leadingTitles: number };
/** Per book number (1-66), per source chapter. */
export type SourceShape = Map<number, Map<number, ChapterShape>>;

export type SchemeDefinition = {
  /**
   * "lxx": psalms numbered as in the Septuagint (Synodal, Orthodox); "hebrew": KJV psalm numbers but titles
   * counted as verses (Luther). Both put the title verses into the heading of verse 1. "kjv": as numbered.
   */
  psalms: "lxx" | "hebrew" | "kjv";
  /** Hand-checked anchors that replace the derived ones, keyed "Osis.chapter" in source numbering. */
  overrides: Record<string, string>;
};

const PSALMS = 19;
const SKIP_DEUTEROCANON = "outside the KJV canon (deuterocanonical)";

/**
 * Derives the anchors that place a source onto KJV slots from the shape of the source alone:
 * - Psalms: for LXX numbering the standard psalm correspondence; the number of title verses at the start of a
 *   psalm is what the source holds beyond the KJV verse count, or the leading verses that hold only a title.
 * - Other books: where consecutive chapters differ from the KJV counts by amounts that cancel out (Num 12/13,
 *   Job 39-41, Joel 2-4), the chapter boundary moved: those chapters are aligned verse by verse.
 * - Chapters the KJV does not have are dropped as deuterocanonical; verses past a KJV chapter end are kept.
 * Overrides replace the derived anchors of the chapters they name.
 */
export function deriveRules(shape: SourceShape, scheme: SchemeDefinition): Map<number, BookRules> {
  const rules = new Map<number, BookRules>();
  for (const [bookNumber, chapters] of shape) {
    const book = BOOKS[bookNumber - 1];
    if (!book) continue;
    const bookRules =
      bookNumber === PSALMS && scheme.psalms !== "kjv"
        ? psalmRules(chapters, versesPerChapter(book), scheme.psalms)
        : boundaryRules(chapters, versesPerChapter(book));
    for (const [key, spec] of Object.entries(scheme.overrides)) {
      const [osis, chapter] = key.split(".");
      if (osis === book.osis) bookRules.set(Number(chapter), parseAnchors(spec));
    }
    if (bookRules.size > 0) rules.set(bookNumber, bookRules);
  }
  return rules;
}

function boundaryRules(chapters: Map<number, ChapterShape>, kjv: readonly number[]): BookRules {
  const rules: BookRules = new Map();
  const lastChapter = Math.max(...chapters.keys(), kjv.length);
  const difference = (c: number) => (chapters.get(c)?.last ?? 0) - (kjv[c - 1] ?? 0);
  let c = 1;
  while (c <= lastChapter) {
    if (difference(c) === 0) {
      c++;
      continue;
    }
    const run: number[] = [];
    while (c <= lastChapter && difference(c) !== 0) run.push(c++);
    const balanced = run.length > 1 && run.reduce((sum, chapter) => sum + difference(chapter), 0) === 0;
    if (balanced) {
      for (const [chapter, anchors] of alignRun(run, chapters, kjv)) rules.set(chapter, anchors);
    } else {
      for (const chapter of run) {
        if (chapter > kjv.length) rules.set(chapter, [{ from: 1, reason: SKIP_DEUTEROCANON }]);
      }
    }
  }
  return rules;
}

/** Lays the run's source slots onto the run's KJV slots in order, one anchor wherever the target jumps. */
function alignRun(run: number[], chapters: Map<number, ChapterShape>, kjv: readonly number[]): Map<number, Anchor[]> {
  const targets: { chapter: number; verse: number }[] = [];
  for (const chapter of run) {
    for (let verse = 1; verse <= (kjv[chapter - 1] ?? 0); verse++) targets.push({ chapter, verse });
  }
  const result = new Map<number, Anchor[]>();
  let index = 0;
  for (const chapter of run) {
    const anchors: Anchor[] = [];
    const last = chapters.get(chapter)?.last ?? 0;
    for (let verse = 1; verse <= last; verse++, index++) {
      const target = targets[index];
      if (!target) break;
      const previous = anchors.at(-1);
      const continues =
        previous?.to &&
        previous.to.chapter === target.chapter &&
        previous.to.verse + (verse - previous.from) === target.verse;
      if (!continues) anchors.push({ from: verse, to: target });
    }
    result.set(chapter, anchors);
  }
  return result;
}

/** LXX psalms that make one KJV psalm together. */
const JOINED = { 114: 116, 115: 116, 146: 147, 147: 147 } as const;

/** Psalms; in LXX numbering 9 = 9+10, 10-112 = 11-113, 113 = 114+115, 114+115 = 116, 116-145 = 117-146, 146+147 = 147. */
function psalmRules(
  chapters: Map<number, ChapterShape>,
  kjv: readonly number[],
  numbering: "lxx" | "hebrew",
): BookRules {
  const rules: BookRules = new Map();
  const kjvCount = (psalm: number) => kjv[psalm - 1] ?? 0;
  const shape = (psalm: number): ChapterShape => chapters.get(psalm) ?? { last: 0, max: 0, first: 0, leadingTitles: 0 };
  const titleVerses = (psalm: number, kjvVerses: number) =>
    Math.max(0, shape(psalm).last - kjvVerses, shape(psalm).leadingTitles);

  for (const psalm of chapters.keys()) {
    if (numbering === "hebrew") {
      if (psalm > 150) rules.set(psalm, [{ from: 1, reason: SKIP_DEUTEROCANON }]);
      else rules.set(psalm, [{ from: 1, to: { chapter: psalm, verse: 1 - titleVerses(psalm, kjvCount(psalm)) } }]);
    } else if (psalm === 9) {
      const titles = titleVerses(9, kjvCount(9) + kjvCount(10));
      rules.set(9, [
        { from: 1, to: { chapter: 9, verse: 1 - titles } },
        { from: titles + kjvCount(9) + 1, to: { chapter: 10, verse: 1 } },
      ]);
    } else if (psalm === 113) {
      rules.set(113, [
        { from: 1, to: { chapter: 114, verse: 1 } },
        { from: kjvCount(114) + 1, to: { chapter: 115, verse: 1 } },
      ]);
    } else if (psalm === 114 || psalm === 146) {
      rules.set(psalm, [{ from: 1, to: { chapter: JOINED[psalm], verse: 1 } }]);
    } else if (psalm === 115 || psalm === 147) {
      // The second half either restarts at verse 1 (Synodal 115:1 = KJV 116:10) or keeps the KJV numbers (Ohienko).
      const offset = shape(psalm).first > 1 ? 0 : shape(psalm - 1).max;
      rules.set(psalm, [{ from: 1, to: { chapter: JOINED[psalm], verse: 1 + offset } }]);
    } else if (psalm > 150) {
      rules.set(psalm, [{ from: 1, reason: SKIP_DEUTEROCANON }]);
    } else {
      const target = psalm <= 8 || psalm >= 148 ? psalm : psalm + 1;
      const titles = titleVerses(psalm, kjvCount(target));
      rules.set(psalm, [{ from: 1, to: { chapter: target, verse: 1 - titles } }]);
    }
  }
  return rules;
}
