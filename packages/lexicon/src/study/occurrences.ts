import { decodeLinks } from "@bible/align";
import {
  alignmentRuns,
  and,
  asc,
  bibleVersions,
  count,
  eq,
  type Queryable,
  sql,
  taggedVerses,
  verseAlignments,
  verses,
} from "@bible/db";
import { ALIGNMENT_OF_VERSE } from "../alignment/lookup";
import { TAGGED_SOURCES } from "../sources";
import type { VerseRef } from "./reference";

export type OccurrenceRequest = {
  strongs: string;
  /** The version whose text is shown, with the aligned word's offsets. */
  version: string;
  /** 1-based. */
  page?: number;
  pageSize?: number;
};

export type OccurrenceItem = VerseRef & {
  /** The verse in the version; null when the version has no such verse. */
  text: string | null;
  /** Where the words linked to the original word are, in `text` (empty when none is linked with confidence). */
  highlights: { start: number; end: number }[];
};

export type OccurrencePage = {
  strongs: string;
  version: string;
  /** Verses of the original text where the word occurs. */
  total: number;
  page: number;
  pageSize: number;
  /** The version is not aligned yet: verses are listed without highlights. */
  pending: boolean;
  items: OccurrenceItem[];
};

export const MAX_PAGE_SIZE = 100;

/**
 * Other occurrences: every verse of the original text (OSHB or RP2018) where the same Strong's number occurs, in
 * canon order and paged, each with the version's verse and the offsets of the words aligned to it there.
 */
export async function otherOccurrences(db: Queryable, request: OccurrenceRequest): Promise<OccurrencePage> {
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, request.pageSize ?? 20));
  const page = Math.max(1, request.page ?? 1);
  const { strongs, version } = request;
  const source = strongs.startsWith("G") ? TAGGED_SOURCES.rp2018 : TAGGED_SOURCES.oshb;
  const where = and(
    eq(taggedVerses.source, source),
    sql`${taggedVerses.words} @> ${JSON.stringify([{ s: [strongs] }])}::jsonb`,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(taggedVerses).where(where);
  const refs = await db
    .select({ book: taggedVerses.book, chapter: taggedVerses.chapter, verse: taggedVerses.verse })
    .from(taggedVerses)
    .where(where)
    .orderBy(asc(taggedVerses.book), asc(taggedVerses.chapter), asc(taggedVerses.verse))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const empty = { strongs, version, total, page, pageSize };
  if (refs.length === 0) return { ...empty, pending: false, items: [] };

  const [run] = await db
    .select({
      threshold: alignmentRuns.threshold,
      current: sql<boolean>`${alignmentRuns.textSha256} is not distinct from ${bibleVersions.sha256}
        and ${alignmentRuns.textVerses} = ${bibleVersions.verseCount}`,
    })
    .from(alignmentRuns)
    .innerJoin(bibleVersions, eq(bibleVersions.code, alignmentRuns.versionCode))
    .where(eq(alignmentRuns.versionCode, version));
  const aligned = run?.current === true;
  const wanted = JSON.stringify(refs.map((r) => ({ b: r.book, c: r.chapter, v: r.verse })));
  const rows = await db
    .select({
      book: verses.book,
      chapter: verses.chapter,
      verse: verses.verse,
      text: verses.text,
      links: verseAlignments.links,
    })
    .from(verses)
    .leftJoin(verseAlignments, ALIGNMENT_OF_VERSE)
    .where(
      and(
        eq(verses.versionCode, version),
        sql`(${verses.book}, ${verses.chapter}, ${verses.verse}) in
          (select x.b, x.c, x.v from json_to_recordset(${wanted}::json) as x(b smallint, c smallint, v smallint))`,
      ),
    );
  const byRef = new Map(rows.map((r) => [`${r.book}.${r.chapter}.${r.verse}`, r]));
  const threshold = run?.threshold ?? 1;
  const items = refs.map((ref): OccurrenceItem => {
    const row = byRef.get(`${ref.book}.${ref.chapter}.${ref.verse}`);
    const links = aligned && row?.links ? decodeLinks(row.links) : [];
    const spans = new Map<number, number>();
    for (const link of links) {
      if (link.strongs === strongs && link.confidence >= threshold - 1e-6) spans.set(link.start, link.end);
    }
    const highlights = [...spans].map(([start, end]) => ({ start, end })).sort((a, b) => a.start - b.start);
    return { ...ref, text: row?.text ?? null, highlights };
  });
  return { ...empty, pending: !aligned, items };
}
