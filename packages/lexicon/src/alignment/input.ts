import type { OriginalVerse, TextLanguage } from "@bible/align";
import { findLanguage } from "@bible/canon";
import { and, asc, bibleVersions, eq, inArray, type Queryable, type TaggedWord, taggedVerses, verses } from "@bible/db";
import { TAGGED_SOURCES } from "../install/index";

export type VersionText = {
  code: string;
  language: TextLanguage;
  sha256: string | null;
  verses: {
    book: number;
    chapter: number;
    verse: number;
    text: string;
    heading: string | null;
    strongs: TaggedWord[] | null;
  }[];
};

/** The version's language, text hash and verses in canon order; null when it is not installed. */
export async function readVersionText(db: Queryable, code: string): Promise<VersionText | null> {
  const [version] = await db
    .select({ language: bibleVersions.language, sha256: bibleVersions.sha256, installedAt: bibleVersions.installedAt })
    .from(bibleVersions)
    .where(eq(bibleVersions.code, code));
  const language = version ? findLanguage(version.language) : undefined;
  if (!version?.installedAt || !language) return null;
  const rows = await db
    .select({
      book: verses.book,
      chapter: verses.chapter,
      verse: verses.verse,
      text: verses.text,
      heading: verses.heading,
      strongs: verses.strongs,
    })
    .from(verses)
    .where(eq(verses.versionCode, code))
    .orderBy(asc(verses.book), asc(verses.chapter), asc(verses.verse));
  return { code, language: language.id, sha256: version.sha256, verses: rows };
}

/** The Hebrew/Aramaic OT (OSHB) and Greek NT (RP2018) verses, in KJV numbering like every version. */
export async function readOriginalText(db: Queryable): Promise<OriginalVerse[]> {
  return db
    .select({
      book: taggedVerses.book,
      chapter: taggedVerses.chapter,
      verse: taggedVerses.verse,
      words: taggedVerses.words,
    })
    .from(taggedVerses)
    .where(and(inArray(taggedVerses.source, [TAGGED_SOURCES.oshb, TAGGED_SOURCES.rp2018])))
    .orderBy(asc(taggedVerses.book), asc(taggedVerses.chapter), asc(taggedVerses.verse));
}
