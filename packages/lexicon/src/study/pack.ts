import { decodeLinks } from "@bible/align";
import { strongsCode, strongsNumber } from "@bible/align/strongs";
import { findLanguage } from "@bible/canon";
import {
  alignmentRuns,
  type BibleVersion,
  eq,
  inArray,
  lexiconEntries,
  type Queryable,
  verseAlignments,
  verses,
} from "@bible/db";
import { openingVersion } from "@bible/versions";
import { readVersionText } from "../alignment/input";
import { readsCurrentTokens } from "../alignment/run";
import { strongsGloss } from "./strongs-meaning";

/**
 * One verse of a version pack (issue 34), with one-letter keys because a Bible has 31,000 of them: `v` the verse,
 * `t` its text, `h` a heading before it, `e` the last verse it covers when joined, `r` its reference in the
 * source's numbering, and `l` its trusted alignment links, three numbers each: the UTF-16 start and end of the
 * written token and its original word's Strong's number (Hebrew as is, Greek + 10000, see @bible/align/strongs).
 */
export type PackVerse = { v: number; t: string; h?: string; e?: number; r?: string; l?: number[] };

/**
 * An original word a pack's links name: `l` its lemma, `x` its transliteration, `g` how the reader's own version
 * renders it most often (a gloss in the reader's language, from that version's alignment), `e` the Strong's
 * lexicon's short English gloss, `k` its language (h Hebrew, a Aramaic, g Greek).
 */
export type PackOriginal = { l: string; x?: string; g?: string; e?: string; k: "h" | "a" | "g" };

/** A version's whole text with the word-study data a reader needs offline, its chapters in book order. */
export type VersionPack = {
  books: { book: number; chapters: PackVerse[][] }[];
  originals: Record<string, PackOriginal>;
};

/** Whether the version's stored links are trusted for its current text, and from which confidence. */
async function trustedThreshold(db: Queryable, version: BibleVersion): Promise<number | null> {
  const [run] = await db.select().from(alignmentRuns).where(eq(alignmentRuns.versionCode, version.code));
  const language = findLanguage(version.language);
  if (!run || !language || run.threshold === null) return null;
  if (run.textSha256 !== version.sha256 || run.textVerses !== version.verseCount) return null;
  if (run.method !== "tags" && !readsCurrentTokens(run.model ?? "", language.id)) return null;
  return run.threshold;
}

/** verse key → trusted links as [start, end, strongs] triples, read in one pass over the version's alignment. */
async function trustedLinks(db: Queryable, version: BibleVersion): Promise<Map<string, number[]>> {
  const threshold = await trustedThreshold(db, version);
  const found = new Map<string, number[]>();
  if (threshold === null) return found;
  const rows = await db.select().from(verseAlignments).where(eq(verseAlignments.versionCode, version.code));
  for (const row of rows) {
    const triples: number[] = [];
    for (const link of decodeLinks(row.links)) {
      if (link.confidence < threshold - 1e-6) continue;
      triples.push(link.start, link.end, strongsCode(link.strongs));
    }
    if (triples.length > 0) found.set(`${row.book}.${row.chapter}.${row.verse}`, triples);
  }
  return found;
}

/** How a version renders each original most often: Strong's → its commonest aligned word, lower case. */
async function commonestRenderings(db: Queryable, version: BibleVersion): Promise<Map<string, string>> {
  const links = await trustedLinks(db, version);
  if (links.size === 0) return new Map();
  const rows = await db
    .select({ book: verses.book, chapter: verses.chapter, verse: verses.verse, text: verses.text })
    .from(verses)
    .where(eq(verses.versionCode, version.code));
  const counts = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const triples = links.get(`${row.book}.${row.chapter}.${row.verse}`);
    if (!triples) continue;
    for (let k = 0; k + 2 < triples.length; k += 3) {
      const word = row.text.slice(triples[k], triples[k + 1]).toLocaleLowerCase();
      const strongs = strongsNumber(triples[k + 2] ?? 0);
      const byWord = counts.get(strongs) ?? new Map<string, number>();
      byWord.set(word, (byWord.get(word) ?? 0) + 1);
      counts.set(strongs, byWord);
    }
  }
  const best = new Map<string, string>();
  for (const [strongs, byWord] of counts) {
    let top = "";
    let most = 0;
    for (const [word, count] of byWord) {
      if (count > most) [top, most] = [word, count];
    }
    if (top) best.set(strongs, top);
  }
  return best;
}

/**
 * The pack of one installed version for a reader of `readerLanguage` (a language id): every verse with its trusted
 * links, and each original those links name with its lemma, transliteration and glosses (the reader's language
 * through the alignment of that language's opening version, English through the Strong's lexicon).
 */
export async function versionPack(db: Queryable, version: BibleVersion, readerLanguage: string): Promise<VersionPack> {
  const text = await readVersionText(db, version.code, { strongs: false, numbering: true });
  const rows = text?.verses ?? [];
  const links = await trustedLinks(db, version);
  const books: VersionPack["books"] = [];
  const used = new Set<string>();
  for (const row of rows) {
    let book = books.at(-1);
    if (book?.book !== row.book) {
      book = { book: row.book, chapters: [] };
      books.push(book);
    }
    while (book.chapters.length < row.chapter) book.chapters.push([]);
    const verse: PackVerse = { v: row.verse, t: row.text };
    if (row.heading) verse.h = row.heading;
    if (row.verseEnd) verse.e = row.verseEnd;
    if (row.originalRef) verse.r = row.originalRef;
    const triples = links.get(`${row.book}.${row.chapter}.${row.verse}`);
    if (triples) {
      verse.l = triples;
      for (let k = 2; k < triples.length; k += 3) used.add(strongsNumber(triples[k] ?? 0));
    }
    book.chapters[row.chapter - 1]?.push(verse);
  }

  const originals: VersionPack["originals"] = {};
  if (used.size > 0) {
    const reader = await openingVersion(db, readerLanguage);
    const renderings = reader ? await commonestRenderings(db, reader) : new Map<string, string>();
    const entries = await db
      .select()
      .from(lexiconEntries)
      .where(inArray(lexiconEntries.strongs, [...used]));
    for (const entry of entries) {
      const original: PackOriginal = {
        l: entry.lemma,
        k: entry.language === "greek" ? "g" : entry.language === "aramaic" ? "a" : "h",
      };
      if (entry.transliteration) original.x = entry.transliteration;
      const rendering = renderings.get(entry.strongs);
      if (rendering) original.g = rendering;
      const english = strongsGloss(entry);
      if (english) original.e = english;
      originals[entry.strongs] = original;
    }
  }
  return { books, originals };
}
