import type { OriginalVerse, TextLanguage } from "@bible/align";
import { BOOKS, findLanguage } from "@bible/canon";
import {
  and,
  asc,
  bibleVersions,
  eq,
  inArray,
  type Queryable,
  sql,
  type TaggedWord,
  taggedVerses,
  verses,
} from "@bible/db";
import { TAGGED_SOURCES } from "../sources";

/** A verse as every reader of a version's text gets it, in canon order. */
type BaseVerse = { book: number; chapter: number; verse: number; text: string; heading: string | null };

/** Which columns besides the base a reader of the text asks: `strongs` (on unless false), `numbering` (off unless true). */
export type VersionTextColumns = { strongs?: boolean; numbering?: boolean };

/** The verse `readVersionText` answers for these columns: its Strong's tags, its joined end and source reference. */
export type VersionVerse<O extends VersionTextColumns = Record<never, never>> = BaseVerse &
  (O extends { strongs: false } ? unknown : { strongs: TaggedWord[] | null }) &
  (O extends { numbering: true } ? { verseEnd: number | null; originalRef: string | null } : unknown);

export type VersionText<O extends VersionTextColumns = Record<never, never>> = {
  code: string;
  language: TextLanguage;
  sha256: string | null;
  verses: VersionVerse<O>[];
};

/**
 * The version's language, text hash and verses in canon order; null when it is not installed. Each verse carries
 * its Strong's tags unless `strongs: false`, and with `numbering: true` the last verse it covers when joined and its
 * reference in the source's numbering.
 */
export async function readVersionText<const O extends VersionTextColumns = Record<never, never>>(
  db: Queryable,
  code: string,
  options?: O,
): Promise<VersionText<O> | null> {
  const [version] = await db
    .select({ language: bibleVersions.language, sha256: bibleVersions.sha256, installedAt: bibleVersions.installedAt })
    .from(bibleVersions)
    .where(eq(bibleVersions.code, code));
  const language = version ? findLanguage(version.language) : undefined;
  if (!version?.installedAt || !language) return null;
  const rows = await bookByBook((book) =>
    db
      .select({
        book: verses.book,
        chapter: verses.chapter,
        verse: verses.verse,
        text: verses.text,
        heading: verses.heading,
        ...(options?.strongs === false ? {} : { strongs: verses.strongs }),
        ...(options?.numbering === true ? { verseEnd: verses.verseEnd, originalRef: verses.originalRef } : {}),
      })
      .from(verses)
      .where(and(eq(verses.versionCode, code), eq(verses.book, book)))
      .orderBy(asc(verses.chapter), asc(verses.verse)),
  );
  // The columns selected are those the options name, which is what VersionVerse<O> says.
  return { code, language: language.id, sha256: version.sha256, verses: rows as VersionVerse<O>[] };
}

/** The Hebrew/Aramaic OT (OSHB) and Greek NT (RP2018) verses, in KJV numbering like every version. */
export async function readOriginalText(db: Queryable): Promise<OriginalVerse[]> {
  return bookByBook((book) =>
    db
      .select({
        book: taggedVerses.book,
        chapter: taggedVerses.chapter,
        verse: taggedVerses.verse,
        words: taggedVerses.words,
      })
      .from(taggedVerses)
      .where(
        and(inArray(taggedVerses.source, [TAGGED_SOURCES.oshb, TAGGED_SOURCES.rp2018]), eq(taggedVerses.book, book)),
      )
      .orderBy(asc(taggedVerses.chapter), asc(taggedVerses.verse)),
  );
}

/**
 * The same verses as `readOriginalText`, already as the JSON of that array, and how many: what an alignment pass
 * sends its worker threads. The database writes the JSON a book at a time, so the server's thread (which on the
 * embedded database also runs the statements) neither builds 31,000 verses' objects nor turns them back into a
 * string: that took it 0.4-1.2 s in one block during a first start.
 */
export async function readOriginalJson(db: Queryable): Promise<{ json: string; verses: number }> {
  const books = await bookByBook((book) =>
    db
      .select({
        json: sql<string>`coalesce(json_agg(json_build_object('book', ${taggedVerses.book}, 'chapter',
          ${taggedVerses.chapter}, 'verse', ${taggedVerses.verse}, 'words', ${taggedVerses.words})
          order by ${taggedVerses.chapter}, ${taggedVerses.verse}), '[]')::text`,
        verses: sql<number>`count(*)::int`,
      })
      .from(taggedVerses)
      .where(
        and(inArray(taggedVerses.source, [TAGGED_SOURCES.oshb, TAGGED_SOURCES.rp2018]), eq(taggedVerses.book, book)),
      ),
  );
  // Each book's array without its brackets, joined into one array.
  const parts = books.filter((book) => book.verses > 0).map((book) => book.json.slice(1, -1));
  return { json: `[${parts.join(",")}]`, verses: books.reduce((sum, book) => sum + book.verses, 0) };
}

/**
 * The rows `read` answers for each book, in canon order. The embedded database runs a statement in the server's
 * thread from its start to its end: a whole version's verses in one read held it for up to 1.2 s during a first
 * start (a page asked meanwhile waited as long); a book's take a few tens of milliseconds.
 */
async function bookByBook<T>(read: (book: number) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (const { number } of BOOKS) for (const row of await read(number)) rows.push(row);
  return rows;
}
