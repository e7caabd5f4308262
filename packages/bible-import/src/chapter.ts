import { and, asc, type Database, eq, sql, verses } from "@bible/db";

export type ChapterVerse = {
  verse: number;
  text: string;
  heading: string | null;
  originalRef: string | null;
  verseEnd: number | null;
};

/**
 * A prepared statement that reads one chapter of one version by primary-key range, for the reader's hot path.
 * Prepare it once per database and reuse it.
 */
export function prepareChapterQuery(db: Database) {
  const statement = db
    .select({
      verse: verses.verse,
      text: verses.text,
      heading: verses.heading,
      originalRef: verses.originalRef,
      verseEnd: verses.verseEnd,
    })
    .from(verses)
    .where(
      and(
        eq(verses.versionCode, sql.placeholder("version")),
        eq(verses.book, sql.placeholder("book")),
        eq(verses.chapter, sql.placeholder("chapter")),
      ),
    )
    .orderBy(asc(verses.verse))
    .prepare("bible_chapter");
  return (version: string, book: number, chapter: number): Promise<ChapterVerse[]> =>
    statement.execute({ version, book, chapter });
}
