import { z } from "zod";
import { dayNumber, idempotencyKey, languageRef, timeZoneInput } from "./common";

const interfaceLanguage = languageRef.optional().describe("Language of titles and themes (id or code); default fr");

/** A plan's code, as listed by plans.list ('bible-365', 'mcheyne', 'nt-90', 'story-365'). */
export const planCode = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "a plan code: lowercase letters, digits and dashes")
  .describe("Plan code, e.g. 'bible-365'");

export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date YYYY-MM-DD")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= "1900";
  }, "a real date YYYY-MM-DD");

/** Guests keep their plan in the browser and send it: start date and days done. */
const guestPlan = {
  startDate: calendarDate.optional().describe("Guests: the date the plan started (signed-in readers: stored)"),
  done: z
    .array(dayNumber)
    .max(400)
    .optional()
    .describe("Guests: the plan days they marked done (signed-in readers: stored)"),
};

const planChoice = {
  plan: planCode.optional().describe("Plan to read; default: the signed-in reader's active plan, else the default"),
  timeZone: timeZoneInput,
};

export const currentReadingInput = z.object({
  day: dayNumber.optional().describe("A plan day to show instead of today's (not stored)"),
  lang: interfaceLanguage,
  ...planChoice,
  ...guestPlan,
});

export const navigateInput = z.object({
  direction: z.enum(["previous", "next"]),
  day: dayNumber.optional().describe("Day to move from; default: today's day of the plan (or the stored day)"),
  lang: interfaceLanguage,
  ...planChoice,
  ...guestPlan,
});

export const completeDayInput = z.object({
  day: dayNumber,
  completed: z.boolean().default(true),
  lang: interfaceLanguage,
  idempotencyKey,
  ...planChoice,
});

export const planProgressSchema = z.object({
  completedDays: z.number().int(),
  totalDays: z.number().int(),
  /** Whole percent of the plan's days done. */
  percent: z.number().int().min(0).max(100),
  /** Consecutive plan days done up to today's day (or yesterday's while today's is not done). */
  streak: z.number().int().min(0),
  /** Days before today's day not done yet, oldest first. */
  missedDays: z.array(z.number().int()),
});

export const passageSchema = z.object({
  /** The spec's English name, e.g. 'Genesis'. */
  book: z.string(),
  /** OSIS id, e.g. 'Gen'. */
  bookId: z.string(),
  chapter: z.number().int(),
  /** Range text, e.g. '1-31'. */
  verses: z.string(),
  verseStart: z.number().int(),
  verseEnd: z.number().int(),
});

export const currentReadingSchema = passageSchema.extend({
  plan: z.string(),
  planName: z.string(),
  day: z.number().int(),
  /** The day's passages in reading order; the top-level book, chapter and verses are the first one's. */
  readings: z.array(passageSchema).min(1),
  title: z.string(),
  theme: z.string(),
  completed: z.boolean(),
  hasPrevious: z.boolean(),
  hasNext: z.boolean(),
  /** The date the reader started the plan (null when not started). */
  startDate: z.string().nullable(),
  /** The calendar date this day is read on (null when the plan is not started). */
  date: z.string().nullable(),
  /** Today's day of the plan in the reader's time zone (null when not started). */
  today: z.number().int().nullable(),
  progress: planProgressSchema,
});

export const planStartInput = z.object({
  plan: planCode,
  startDate: calendarDate
    .optional()
    .describe("First day's date; default: today in timeZone for a new plan, the stored date for a started one"),
  timeZone: timeZoneInput,
  lang: interfaceLanguage,
});

export const planRefInput = z.object({ plan: planCode, timeZone: timeZoneInput, lang: interfaceLanguage });

export const planListInput = z.object({ lang: interfaceLanguage, timeZone: timeZoneInput });

export const followedPlanSchema = z.object({
  startDate: z.string(),
  /** The plan the reading page and /api/reading show. */
  active: z.boolean(),
  today: z.number().int(),
  progress: planProgressSchema,
});

export const planSummarySchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  dayCount: z.number().int(),
  isDefault: z.boolean(),
  /** The signed-in reader's start date and progress in this plan; null when they do not follow it. */
  followed: followedPlanSchema.nullable(),
});

export const planProgressAnswer = followedPlanSchema.extend({ plan: z.string() });

export const planStopAnswer = z.object({ plan: z.string(), stopped: z.literal(true) });

export const importGuestPlansInput = z.object({
  plans: z
    .array(
      z.object({
        plan: planCode,
        startDate: calendarDate,
        done: z.array(dayNumber).max(400).default([]),
        active: z.boolean().default(false),
      }),
    )
    .max(20),
  timeZone: timeZoneInput,
  lang: interfaceLanguage,
});

export type CurrentReading = z.infer<typeof currentReadingSchema>;
export type PlanSummary = z.infer<typeof planSummarySchema>;
export type FollowedPlan = z.infer<typeof followedPlanSchema>;
