import { z } from "zod";
import { dayNumber, languageRef } from "./common";

const interfaceLanguage = languageRef.optional().describe("Language of title and theme (id or code); default fr");

export const currentReadingInput = z.object({
  day: dayNumber.optional().describe("A plan day to show instead of the stored one (not stored)"),
  lang: interfaceLanguage,
});

export const navigateInput = z.object({
  direction: z.enum(["previous", "next"]),
  day: dayNumber
    .optional()
    .describe("Day to move from; guests must send it, signed-in users default to their stored day"),
  lang: interfaceLanguage,
});

export const completeDayInput = z.object({
  day: dayNumber,
  completed: z.boolean().default(true),
  lang: interfaceLanguage,
});

export const planProgressSchema = z.object({
  completedDays: z.number().int(),
  totalDays: z.number().int(),
  percent: z.number().int().min(0).max(100),
});

export const currentReadingSchema = z.object({
  plan: z.string(),
  day: z.number().int(),
  /** The spec's English name, e.g. 'Genesis'. */
  book: z.string(),
  /** OSIS id, e.g. 'Gen'. */
  bookId: z.string(),
  chapter: z.number().int(),
  /** Range text, e.g. '1-31'. */
  verses: z.string(),
  verseStart: z.number().int(),
  verseEnd: z.number().int(),
  title: z.string(),
  theme: z.string(),
  completed: z.boolean(),
  hasPrevious: z.boolean(),
  hasNext: z.boolean(),
  progress: planProgressSchema,
});

export type CurrentReading = z.infer<typeof currentReadingSchema>;
export type PlanProgress = z.infer<typeof planProgressSchema>;
