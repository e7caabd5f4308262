import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { ownerId } from "./auth";

/** A text in each interface language, keyed by two-letter code ("fr", "en", ...). */
export type LocalizedText = Record<string, string>;

export const readingPlans = pgTable("reading_plans", {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  name: jsonb().$type<LocalizedText>().notNull(),
  description: jsonb().$type<LocalizedText>().notNull(),
  dayCount: integer().notNull(),
  isDefault: boolean().notNull().default(false),
});

export const readingPlanDays = pgTable(
  "reading_plan_days",
  {
    planId: integer()
      .notNull()
      .references(() => readingPlans.id, { onDelete: "cascade" }),
    day: smallint().notNull(),
    /** The day's title in each language (a generated plan's: its references). */
    title: jsonb().$type<LocalizedText>().notNull(),
    /** The day's theme in each language; `{}` when the plan has none. */
    theme: jsonb().$type<LocalizedText>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.day] })],
);

/** The passages of a plan day, in reading order: verses of one chapter each. */
export const readingPlanPassages = pgTable(
  "reading_plan_passages",
  {
    planId: integer().notNull(),
    day: smallint().notNull(),
    position: smallint().notNull(),
    book: smallint().notNull(),
    chapter: smallint().notNull(),
    verseStart: smallint().notNull(),
    verseEnd: smallint().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.day, t.position] }),
    foreignKey({ columns: [t.planId, t.day], foreignColumns: [readingPlanDays.planId, readingPlanDays.day] }).onDelete(
      "cascade",
    ),
  ],
);

/**
 * The plans a signed-in reader follows (several at once), each from its start date: day 1 is read on that
 * date, day N on the (N-1)th day after it, in the reader's time zone. One of them is the active plan, the
 * one the reading-plan page and the spec's /api/reading calls show.
 */
export const userPlans = pgTable(
  "user_plans",
  {
    userId: ownerId(),
    planId: integer()
      .notNull()
      .references(() => readingPlans.id, { onDelete: "cascade" }),
    startDate: date({ mode: "string" }).notNull(),
    active: boolean().notNull().default(false),
    startedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.planId] }), index().on(t.userId, t.active)],
);

export const userPlanProgress = pgTable(
  "user_plan_progress",
  {
    userId: ownerId(),
    planId: integer()
      .notNull()
      .references(() => readingPlans.id, { onDelete: "cascade" }),
    currentDay: smallint().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.planId] })],
);

export const userCompletedDays = pgTable(
  "user_completed_days",
  {
    userId: ownerId(),
    planId: integer()
      .notNull()
      .references(() => readingPlans.id, { onDelete: "cascade" }),
    day: smallint().notNull(),
    completedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.planId, t.day] })],
);

export type ReadingPlan = typeof readingPlans.$inferSelect;
export type ReadingPlanDay = typeof readingPlanDays.$inferSelect;
export type UserPlan = typeof userPlans.$inferSelect;

/**
 * What the shipped plans were last seeded from: a hash of the plan files and of the canon they are checked
 * against, so a restart compares one value instead of reading, checking and comparing every plan.
 */
export const planSeeds = pgTable("plan_seeds", {
  key: text().primaryKey(),
  fingerprint: text().notNull(),
  /** The plans seeded then (code and number of days), found again in reading_plans before a restart skips seeding. */
  plans: jsonb().$type<{ code: string; days: number }[]>().notNull(),
  seededAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
