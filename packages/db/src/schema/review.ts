import {
  date,
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
import { ownerId } from "./auth";
import { vocabularyEntries } from "./user";

/** Which way a card asks: the word → its meaning (recognition), or the meaning → the word (recall). */
export const REVIEW_DIRECTIONS = ["recognition", "recall"] as const;
export type ReviewDirection = (typeof REVIEW_DIRECTIONS)[number];

/**
 * One FSRS card per vocabulary entry and direction (ts-fsrs's Card, snake_case in SQL). Created with the
 * word, removed with it. `state`: 0 New, 1 Learning, 2 Review, 3 Relearning.
 */
export const reviewCards = pgTable(
  "review_cards",
  {
    id: serial().primaryKey(),
    userId: ownerId(),
    vocabularyId: integer()
      .notNull()
      .references(() => vocabularyEntries.id, { onDelete: "cascade" }),
    direction: text().$type<ReviewDirection>().notNull(),
    due: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    stability: doublePrecision().notNull().default(0),
    difficulty: doublePrecision().notNull().default(0),
    elapsedDays: integer().notNull().default(0),
    scheduledDays: integer().notNull().default(0),
    learningSteps: integer().notNull().default(0),
    reps: integer().notNull().default(0),
    lapses: integer().notNull().default(0),
    state: smallint().notNull().default(0),
    lastReview: timestamp({ withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex().on(t.vocabularyId, t.direction), index().on(t.userId, t.due)],
);

/** Every grade given: 1 Again, 2 Hard, 3 Good, 4 Easy; `localDay` is the reader's day when graded. */
export const reviewLogs = pgTable(
  "review_logs",
  {
    id: serial().primaryKey(),
    cardId: integer()
      .notNull()
      .references(() => reviewCards.id, { onDelete: "cascade" }),
    userId: ownerId(),
    grade: smallint().notNull(),
    stateBefore: smallint().notNull(),
    dueBefore: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    reviewedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    localDay: date({ mode: "string" }).notNull(),
  },
  (t) => [index().on(t.userId, t.localDay), index().on(t.userId, t.reviewedAt)],
);

/**
 * A reader's own FSRS parameters (issue 33 item 8), trained on their review log once it is long enough, with the
 * log loss the parameters they had and the new ones give on that log. Their reviews are scheduled with them.
 */
export const reviewParameters = pgTable("review_parameters", {
  userId: ownerId().primaryKey(),
  weights: jsonb().$type<number[]>().notNull(),
  /** The reviews of the log they were trained on. */
  reviews: integer().notNull(),
  logLossBefore: doublePrecision().notNull(),
  logLossAfter: doublePrecision().notNull(),
  trainedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export type ReviewCard = typeof reviewCards.$inferSelect;
