import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { tooManyRequests } from "../errors";
import { appliedOnce } from "../lib/applied-once";
import {
  dueCardsInput,
  gradeCardInput,
  gradedCardSchema,
  ownScheduleSchema,
  reviewCardSchema,
  reviewCountsInput,
  reviewCountsSchema,
  reviewSummaryInput,
  reviewSummarySchema,
  trainScheduleSchema,
} from "../schemas/review";
import { protectedProcedure } from "../trpc";
import { ownSchedule, trainOwnSchedule } from "./own-schedule";
import { dueCards, gradeCard, reviewCounts, reviewSummary } from "./service";

export const reviewRouter = {
  due: protectedProcedure
    .input(dueCardsInput)
    .output(z.array(reviewCardSchema))
    .query(({ ctx, input }) => dueCards(ctx.db, ctx.user.id, input)),

  grade: protectedProcedure
    .input(gradeCardInput)
    .output(gradedCardSchema)
    .mutation(({ ctx, input }) => {
      const { idempotencyKey, ...grade } = input;
      const claim = { userId: ctx.user.id, key: idempotencyKey, procedure: "review.grade", output: gradedCardSchema };
      return appliedOnce(ctx.db, claim, (db) => gradeCard(db, ctx.user.id, grade));
    }),

  counts: protectedProcedure
    .input(reviewCountsInput)
    .output(reviewCountsSchema)
    .query(({ ctx, input }) => reviewCounts(ctx.db, ctx.user.id, input)),

  summary: protectedProcedure
    .input(reviewSummaryInput)
    .output(reviewSummarySchema)
    .query(({ ctx, input }) => reviewSummary(ctx.db, ctx.user.id, input)),

  /** How long the reader's review log is, and their own FSRS parameters when trained (issue 33 item 8). */
  schedule: protectedProcedure.output(ownScheduleSchema).query(({ ctx }) => ownSchedule(ctx.db, ctx.user.id)),

  /** Trains the reader's own FSRS parameters on their log; kept when they predict it better (412 below 400 reviews). */
  trainSchedule: protectedProcedure.output(trainScheduleSchema).mutation(async ({ ctx }) => {
    const wait = await ctx.limiters.trainingPerUser.consume(ctx.user.id);
    if (wait > 0) throw tooManyRequests(wait);
    return trainOwnSchedule(ctx.db, ctx.user.id);
  }),
} satisfies TRPCRouterRecord;
