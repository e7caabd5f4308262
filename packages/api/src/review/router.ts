import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
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
    .mutation(({ ctx, input }) => gradeCard(ctx.db, ctx.user.id, input)),

  counts: protectedProcedure
    .input(reviewCountsInput)
    .output(reviewCountsSchema)
    .query(({ ctx, input }) => reviewCounts(ctx.db, ctx.user.id, input)),

  summary: protectedProcedure
    .input(reviewSummaryInput)
    .output(reviewSummarySchema)
    .query(({ ctx, input }) => reviewSummary(ctx.db, ctx.user.id, input)),
} satisfies TRPCRouterRecord;
