import { customType, index, integer, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { bibleVersions } from "./bible";

/** The GIN index of `verse_search.document`, named for the installer's pending-list merge. */
export const VERSE_SEARCH_INDEX = "verse_search_document_idx";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The full-text index of every installed verse, apart from `verses` so reading a chapter never carries it: the
 * verse's text folded (case, accents) and, in Chinese and Japanese, cut into words, then stemmed by the version's
 * language configuration (see `@bible/canon` searchDocument). Written in the version's install transaction.
 */
export const verseSearch = pgTable(
  "verse_search",
  {
    versionCode: text()
      .notNull()
      .references(() => bibleVersions.code, { onDelete: "cascade" }),
    book: smallint().notNull(),
    chapter: smallint().notNull(),
    verse: smallint().notNull(),
    document: tsvector().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.versionCode, t.book, t.chapter, t.verse] }),
    // Filled in bulk through GIN's pending list, which the installer merges at the end of its transaction
    // (`gin_clean_pending_list`): left pending, every query would scan it (30 ms instead of 0.05 ms for one word).
    index(VERSE_SEARCH_INDEX).using("gin", t.document),
  ],
);

/**
 * Where each Strong's number stands, per version: the verses of the version that carry it, as verse keys
 * (book × 1,000,000 + chapter × 1,000 + verse, which sort in canon order), sorted, each once, with the count of
 * them in each book (`books`, `counts`: parallel, by book). Strong's search reads the row of each chosen version
 * (the counts by book, the page's slice of keys) instead of every matching verse. Built from the version's own
 * tags (`verses.strongs`) and, unless the version was aligned from those tags, from its alignment's confident links
 * (`verse_alignments.strongs`); a Hebrew number in the Old Testament only, a Greek one in the New. Rebuilt whole
 * for a version wherever either is written (`rebuildStrongsOccurrences` of @bible/bible-import).
 */
export const strongsOccurrences = pgTable(
  "strongs_occurrences",
  {
    /** The stored code, as `verse_alignments.strongs`: H1 = 1, G1 = 10001. */
    strongs: smallint().notNull(),
    versionCode: text()
      .notNull()
      .references(() => bibleVersions.code, { onDelete: "cascade" }),
    verses: integer().array().notNull(),
    books: smallint().array().notNull(),
    counts: integer().array().notNull(),
  },
  // The version first: a search reads one row per chosen version (version_code in (…) and strongs = n), a
  // version's rebuild or removal deletes its rows.
  (t) => [primaryKey({ columns: [t.versionCode, t.strongs] })],
);

/**
 * The versions whose `strongs_occurrences` are built, and by which revision of the rule (a start rebuilds those
 * built by an older one, and fills those never built: versions installed before the table existed).
 */
export const strongsOccurrenceRuns = pgTable("strongs_occurrence_runs", {
  versionCode: text()
    .primaryKey()
    .references(() => bibleVersions.code, { onDelete: "cascade" }),
  revision: integer().notNull(),
  numbers: integer().notNull(),
  builtAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
