import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { appliedOnce } from "../lib/applied-once";
import {
  dueCardsInput,
  gradeCardInput,
  gradedCardSchema,
  reviewCardSchema,
  reviewCountsInput,
  reviewCountsSchema,
  reviewSummaryInput,
  reviewSummarySchema,
} from "../schemas/review";
import { protectedProcedure } from "../trpc";
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
} satisfies TRPCRouterRecord;
