import { z } from "zod";
import { idempotencyKey, isoDate, languageRef, recordId, timeZoneInput } from "./common";
import { vocabularyEntrySchema } from "./vocabulary";

export const reviewDirectionSchema = z.enum(["recognition", "recall"]);

/** FSRS grades: 1 Again, 2 Hard, 3 Good, 4 Easy. */
export const reviewGrade = z.number().int().min(1).max(4).describe("1 Again, 2 Hard, 3 Good, 4 Easy");

export const dueCardsInput = z.object({
  language: languageRef.optional(),
  /** One vocabulary entry: its two cards, due or not (the 'Réviser' button of a word). */
  wordId: recordId.optional(),
  timeZone: timeZoneInput.optional(),
  limit: z.number().int().min(1).max(500).default(200),
  /** Also the cards due in the next days (kept on the device for reviewing offline); 0: today's only. */
  days: z.number().int().min(0).max(14).default(0),
});

export const reviewCardSchema = z.object({
  id: z.number().int(),
  direction: reviewDirectionSchema,
  due: isoDate,
  /** FSRS state: 0 New, 1 Learning, 2 Review, 3 Relearning. */
  state: z.number().int(),
  /** Reviews so far; sent back with the grade so that grading the same shown card twice is refused. */
  reps: z.number().int(),
  lapses: z.number().int(),
  scheduledDays: z.number().int(),
  lastReview: isoDate.nullable(),
  word: vocabularyEntrySchema,
});

export const gradeCardInput = z.object({
  cardId: recordId,
  grade: reviewGrade,
  /** The card's `reps` when it was shown. */
  reps: z.number().int().min(0).max(1_000_000),
  timeZone: timeZoneInput.optional(),
  idempotencyKey,
  /**
   * When the reader graded (a grade queued offline and sent later); the server's clock when absent. With it, a
   * card graded since on another device is no conflict: the grade joins the review log in its place and the
   * card is scheduled again from the log in order.
   */
  reviewedAt: z.iso.datetime({ offset: true }).optional(),
});

export const gradedCardSchema = reviewCardSchema.omit({ word: true }).extend({ vocabularyId: z.number().int() });

export const reviewCountsInput = z.object({
  timeZone: timeZoneInput.optional(),
  language: languageRef.optional(),
});

export const reviewCountsSchema = z.object({
  /** The reader's day the counts are for (YYYY-MM-DD). */
  day: z.string(),
  /** Cards due before the end of the reader's day. */
  dueToday: z.number().int(),
  /** Grades given today. */
  reviewedToday: z.number().int(),
  newWordsToday: z.number().int(),
  /** A day of the reading plan marked completed today. */
  readingDoneToday: z.boolean(),
  /** Consecutive days, ending today or yesterday, with a reading or a review. */
  streak: z.number().int(),
  /** The earliest due date of any card, or null without cards. */
  nextDue: isoDate.nullable(),
});

export const reviewSummaryInput = z.object({
  /** Start of the session. */
  since: z.iso.datetime({ offset: true }),
  timeZone: timeZoneInput.optional(),
});

export const reviewSummarySchema = z.object({
  reviewed: z.number().int(),
  /** Grades Hard, Good or Easy. */
  correct: z.number().int(),
  /** The earliest due date after the session, or null without cards. */
  nextDue: isoDate.nullable(),
  dueToday: z.number().int(),
});

/** Reviews a reader's log needs before their own FSRS parameters are trained on it (issue 33 item 8). */
export const MIN_REVIEWS_FOR_OWN_SCHEDULE = 400;

export const ownScheduleSchema = z.object({
  /** The reviews in the reader's log, and how many training needs. */
  reviews: z.number().int(),
  needed: z.number().int(),
  /** The reader's own parameters, when trained: on how many reviews, and the log loss on that log before and after. */
  own: z
    .object({
      reviews: z.number().int(),
      logLossBefore: z.number(),
      logLossAfter: z.number(),
      trainedAt: z.string().describe("ISO 8601"),
    })
    .nullable(),
});

export const trainScheduleSchema = ownScheduleSchema.extend({
  /** Whether the new parameters predicted the log better than those used until now (else they are not kept). */
  improved: z.boolean(),
});

export type DueCardsInput = z.infer<typeof dueCardsInput>;
export type ReviewCardOutput = z.infer<typeof reviewCardSchema>;
export type GradeCardInput = z.infer<typeof gradeCardInput>;
export type GradedCard = z.infer<typeof gradedCardSchema>;
export type ReviewCounts = z.infer<typeof reviewCountsSchema>;
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;
export type OwnSchedule = z.infer<typeof ownScheduleSchema>;
export type TrainedSchedule = z.infer<typeof trainScheduleSchema>;
