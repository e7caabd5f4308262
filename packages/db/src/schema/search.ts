import { customType, index, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { bibleVersions } from "./bible";

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
    // No pending list: a GIN index filled by a bulk insert would otherwise scan megabytes of pending entries on
    // every query until a vacuum merges them (30 ms instead of 0.05 ms for one word).
    index("verse_search_document_idx").using("gin", t.document).with({ fastupdate: false }),
  ],
);
