import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every version the app knows: the catalog (including copyrighted versions we cannot ship, so the
 * picker is honest) and anything a user imported. `installedAt` is set once its verses are loaded.
 */
export const bibleVersions = pgTable("bible_versions", {
  code: text().primaryKey(),
  language: text().notNull(),
  name: text().notNull(),
  description: text().notNull().default(""),
  difficultyLevel: smallint().notNull().default(3),
  fidelityLevel: smallint().notNull().default(3),
  difficultyNote: text().notNull().default(""),
  fidelityNote: text().notNull().default(""),
  license: text().notNull().default(""),
  sourceUrl: text(),
  sha256: text(),
  versification: text().notNull().default("KJV"),
  /** A catalog entry we may not distribute (copyright); it is listed but never installed. */
  distributable: boolean().notNull().default(true),
  verseCount: integer().notNull().default(0),
  /**
   * The importer's revision when the verses were written (`IMPORT_REVISION` of @bible/bible-import): a version
   * installed by an older importer is installed again at start-up, so its stored text gets what the importer
   * learned since (merged-verse spans, mapped chapters, cleaned markup).
   */
  importRevision: integer().notNull().default(0),
  installedAt: timestamp({ withTimezone: true, mode: "date" }),
});

/** One word of a tagged text with its Strong's numbers (and morphology where the source gives it). */
export type TaggedWord = { w: string; s: string[]; m?: string };

/**
 * One word of a text printed with ruby (furigana): its kanji as the verse writes them and the kana the verse reads
 * them with (JapKougo, JapBungo: `<w gloss="ことば">言</w>` is { w: "言", r: "ことば" }).
 */
export type RubyWord = { w: string; r: string };

export const verses = pgTable(
  "verses",
  {
    versionCode: text()
      .notNull()
      .references(() => bibleVersions.code, { onDelete: "cascade" }),
    /** 1-66 in KJV order, see canon. */
    book: smallint().notNull(),
    chapter: smallint().notNull(),
    verse: smallint().notNull(),
    text: text().notNull(),
    /** The reference in the source's own numbering when it differs from the KJV slot (e.g. "Ps 22:2"). */
    originalRef: text(),
    /** A heading printed before this verse (section title, Psalm title kept apart from the text). */
    heading: text(),
    /**
     * The last KJV verse this text covers when the source joined verses (Ohienko Exod 39:23 holds 39:23-43):
     * the text sits on the first slot of the span, the slots up to `verseEnd` have no row. Null for one verse.
     */
    verseEnd: smallint(),
    strongs: jsonb().$type<TaggedWord[]>(),
    /**
     * The verse's own readings of its kanji, in text order, where the source prints ruby (the Japanese versions);
     * null for a text without ruby or a verse the ruby-bearing source lacks. The word dialog reads a word as its
     * verse does (言 in John 1:1 is ことば, not the dictionary's げん).
     */
    ruby: jsonb().$type<RubyWord[]>(),
  },
  (t) => [
    // No index on `strongs`: Strong's search reads `strongs_occurrences`, built from this column when a version is
    // installed; a GIN index nobody read cost every tagged version's install.
    primaryKey({ columns: [t.versionCode, t.book, t.chapter, t.verse] }),
  ],
);

export const bibleImportReports = pgTable(
  "bible_import_reports",
  {
    versionCode: text()
      .primaryKey()
      .references(() => bibleVersions.code, { onDelete: "cascade" }),
    sourceFile: text().notNull(),
    sha256: text(),
    books: integer().notNull(),
    chapters: integer().notNull(),
    verses: integer().notNull(),
    /** Canon slots with no text, e.g. ["Matt 17:21", "Ps 114:9"] or whole books ["Gen".."Mal"]. */
    missing: jsonb().$type<string[]>().notNull(),
    importedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index().on(t.importedAt)],
);

export type BibleVersion = typeof bibleVersions.$inferSelect;
export type NewBibleVersion = typeof bibleVersions.$inferInsert;
export type Verse = typeof verses.$inferSelect;
export type NewVerse = typeof verses.$inferInsert;
