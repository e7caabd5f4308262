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
    index("verse_search_document_idx").using("gin", t.document),
  ],
);
