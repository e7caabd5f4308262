import { sql } from "drizzle-orm";
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { ownerId, users } from "./auth";

export const userPreferences = pgTable("user_preferences", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  selectedLanguages: jsonb().$type<string[]>().notNull(),
  languageVersionMap: jsonb().$type<Record<string, string>>().notNull(),
  primaryLanguage: text().notNull(),
  lastBook: smallint(),
  lastChapter: smallint(),
  lastVerse: smallint(),
  /** FSRS desired retention for the review (0.7-0.99). */
  desiredRetention: doublePrecision().notNull().default(0.9),
  updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export const verseHistory = pgTable(
  "verse_history",
  {
    id: serial().primaryKey(),
    userId: ownerId(),
    book: smallint().notNull(),
    chapter: smallint().notNull(),
    verses: text().notNull(),
    language: text().notNull(),
    version: text().notNull(),
    readAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.readAt)],
);

export const bookmarks = pgTable(
  "bookmarks",
  {
    id: serial().primaryKey(),
    userId: ownerId(),
    book: smallint().notNull(),
    chapter: smallint().notNull(),
    verse: smallint().notNull(),
    text: text().notNull(),
    language: text().notNull(),
    addedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId, t.addedAt),
    // One bookmark per passage, language and text (the text's hash: a long text does not fit a btree key).
    uniqueIndex("bookmarks_identical_idx").on(t.userId, t.book, t.chapter, t.verse, t.language, sql`md5(${t.text})`),
  ],
);

export type GrammaticalInfo = {
  type: string | null;
  translation: string | null;
  infinitive: string | null;
  pronunciation: string | null;
  conjugations: Record<string, string> | null;
};

export const vocabularyEntries = pgTable(
  "vocabulary_entries",
  {
    id: serial().primaryKey(),
    userId: ownerId(),
    word: text().notNull(),
    /** Lower-cased, trimmed form: the same word in the same language is one entry. */
    normalizedWord: text().notNull(),
    language: text().notNull(),
    definition: text().notNull().default(""),
    context: text().notNull().default(""),
    grammaticalInfo: jsonb().$type<GrammaticalInfo>().notNull(),
    /** The Hebrew, Aramaic or Greek word behind the saved one in its verse: its Strong's number and lemma. */
    strongs: text(),
    originalLemma: text(),
    /** The verse the word was saved from (book 1-66), when the passage said. */
    book: smallint(),
    chapter: smallint(),
    verse: smallint(),
    /** The version the verse was read in ('SYNOD'); its text is `context`, the word in [brackets]. */
    version: text(),
    /** The same verse in the reader's language when it had a version installed: the card's hint. */
    parallelLanguage: text(),
    parallelVersion: text(),
    parallelText: text(),
    addedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    reviewCount: integer().notNull().default(0),
  },
  (t) => [uniqueIndex().on(t.userId, t.language, t.normalizedWord)],
);

export type Bookmark = typeof bookmarks.$inferSelect;
export type VocabularyEntry = typeof vocabularyEntries.$inferSelect;
export type UserPreferences = typeof userPreferences.$inferSelect;
