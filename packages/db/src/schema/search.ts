import { customType, index, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
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
