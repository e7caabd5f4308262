import { boolean, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

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
    book: smallint().notNull(),
    chapter: smallint().notNull(),
    verseStart: smallint().notNull(),
    verseEnd: smallint().notNull(),
    title: jsonb().$type<LocalizedText>().notNull(),
    theme: jsonb().$type<LocalizedText>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.day] })],
);

export const userPlanProgress = pgTable(
  "user_plan_progress",
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
