import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { ownerId } from "./auth";

/**
 * What a reader knows of a language's words: a word met in the reader and marked ('learning', 'known', 'ignored':
 * names, numbers). A word without a row is new. The word is its lemma in that language as the server's word keys
 * read it (`@bible/lexicon`'s `chapterWordKeys`: the analyser's lemma, the segmenter's word for Chinese, Japanese and
 * Korean, else the folded form), so 'runs' and 'ran' are one word. `strongs` is the original the word was marked on,
 * where the verse's alignment gave one.
 */
export const WORD_STATES = ["learning", "known", "ignored"] as const;
export type WordState = (typeof WORD_STATES)[number];

export const wordStates = pgTable(
  "word_states",
  {
    userId: ownerId(),
    /** Language id ('russian', 'french'…). */
    language: text().notNull(),
    lemma: text().notNull(),
    state: text({ enum: WORD_STATES }).notNull(),
    strongs: text(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.language, t.lemma] }),
    // The known-word count per language, and its progress over time.
    index().on(t.userId, t.state, t.updatedAt),
  ],
);

export type WordStateRow = typeof wordStates.$inferSelect;
