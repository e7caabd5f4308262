import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { ownerId, users } from "./auth";

export const QUESTION_CATEGORIES = ["theology", "history", "application", "language", "culture", "other"] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

/** A question asked about a chapter and the AI's answer: the asker's history and, when saved, their library. */
export const qaEntries = pgTable(
  "qa_entries",
  {
    id: serial().primaryKey(),
    userId: text().references(() => users.id, { onDelete: "cascade" }),
    book: smallint().notNull(),
    chapter: smallint().notNull(),
    language: text().notNull(),
    question: text().notNull(),
    answer: text().notNull(),
    category: text({ enum: QUESTION_CATEGORIES }).notNull().default("other"),
    isSaved: boolean().notNull().default(false),
    savedAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.book, t.chapter), index().on(t.userId, t.savedAt)],
);

/** Where a comment, or a question the AI answered, stands in moderation. */
export const COMMENT_STATUSES = ["pending", "approved", "rejected"] as const;

/**
 * Questions published to the community. Readers never see who asked: `askedBy` only lets the asker follow their
 * question's moderation in their library (null for a guest's, an operator's, or once the asker's account is gone).
 */
export const communityQuestions = pgTable(
  "community_questions",
  {
    id: serial().primaryKey(),
    book: smallint().notNull(),
    chapter: smallint().notNull(),
    language: text().notNull().default("french"),
    category: text({ enum: QUESTION_CATEGORIES }).notNull(),
    question: text().notNull(),
    answer: text().notNull(),
    views: integer().notNull().default(0),
    votes: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /**
     * A signed-in reader's question and an operator's are approved at once; a guest's waits for a moderator,
     * like every comment.
     */
    status: text({ enum: COMMENT_STATUSES }).notNull().default("approved"),
    askedBy: text().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index().on(t.createdAt),
    index().on(t.book),
    index().on(t.votes),
    index().on(t.status),
    index().on(t.askedBy),
  ],
);

export const questionVotes = pgTable(
  "question_votes",
  {
    questionId: integer()
      .notNull()
      .references(() => communityQuestions.id, { onDelete: "cascade" }),
    userId: ownerId(),
    voteType: smallint().notNull(),
    votedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] }), index().on(t.userId)],
);

/** One row per viewer per day, so a view counts at most once a day. */
export const questionViews = pgTable(
  "question_views",
  {
    questionId: integer()
      .notNull()
      .references(() => communityQuestions.id, { onDelete: "cascade" }),
    viewer: text().notNull(),
    day: date({ mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.viewer, t.day] })],
);

export const comments = pgTable(
  "comments",
  {
    id: serial().primaryKey(),
    questionId: integer()
      .notNull()
      .references(() => communityQuestions.id, { onDelete: "cascade" }),
    userId: ownerId(),
    content: text().notNull(),
    status: text({ enum: COMMENT_STATUSES }).notNull().default("pending"),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    moderatedAt: timestamp({ withTimezone: true, mode: "date" }),
  },
  (t) => [index().on(t.questionId, t.status), index().on(t.status)],
);

export type QaEntry = typeof qaEntries.$inferSelect;
export type CommunityQuestion = typeof communityQuestions.$inferSelect;
export type Comment = typeof comments.$inferSelect;
