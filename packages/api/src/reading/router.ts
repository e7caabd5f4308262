import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { appliedOnce } from "../lib/applied-once";
import {
  completeDayInput,
  currentReadingInput,
  currentReadingSchema,
  importGuestPlansInput,
  navigateInput,
  planListInput,
  planProgressAnswer,
  planRefInput,
  planStartInput,
  planStopAnswer,
  planSummarySchema,
} from "../schemas/reading";
import { protectedProcedure, publicProcedure } from "../trpc";
import {
  currentReading,
  importGuestPlans,
  listPlans,
  navigate,
  planProgress,
  setDayCompleted,
  startPlan,
  stopPlan,
} from "./service";

/** Signed-in readers' plan is on the server: what a guest keeps in the browser is ignored for them. */
function withoutGuestFields<T extends { startDate?: string | undefined; done?: number[] | undefined }>(
  input: T,
  signedIn: boolean,
): T {
  return signedIn ? { ...input, startDate: undefined, done: undefined } : input;
}

export const readingRouter = {
  current: publicProcedure
    .input(currentReadingInput)
    .output(currentReadingSchema)
    .query(({ ctx, input }) =>
      currentReading(ctx.db, { userId: ctx.user?.id ?? null, ...withoutGuestFields(input, !!ctx.user) }),
    ),

  navigate: publicProcedure
    .input(navigateInput)
    .output(currentReadingSchema)
    .mutation(({ ctx, input }) =>
      navigate(ctx.db, { userId: ctx.user?.id ?? null, ...withoutGuestFields(input, !!ctx.user) }),
    ),

  complete: protectedProcedure
    .input(completeDayInput)
    .output(currentReadingSchema)
    .mutation(({ ctx, input }) => {
      const { idempotencyKey, ...mark } = input;
      const claim = {
        userId: ctx.user.id,
        key: idempotencyKey,
        procedure: "reading.complete",
        output: currentReadingSchema,
      };
      return appliedOnce(ctx.db, claim, (db) => setDayCompleted(db, { userId: ctx.user.id, ...mark }));
    }),
} satisfies TRPCRouterRecord;

export const plansRouter = {
  list: publicProcedure
    .input(planListInput)
    .output(z.array(planSummarySchema))
    .query(({ ctx, input }) => listPlans(ctx.db, { userId: ctx.user?.id ?? null, ...input })),

  start: protectedProcedure
    .input(planStartInput)
    .output(planSummarySchema)
    .mutation(({ ctx, input }) => startPlan(ctx.db, { userId: ctx.user.id, ...input })),

  stop: protectedProcedure
    .input(planRefInput)
    .output(planStopAnswer)
    .mutation(({ ctx, input }) => stopPlan(ctx.db, { userId: ctx.user.id, plan: input.plan })),

  progress: protectedProcedure
    .input(planRefInput)
    .output(planProgressAnswer)
    .query(({ ctx, input }) => planProgress(ctx.db, { userId: ctx.user.id, ...input })),

  importGuest: protectedProcedure
    .input(importGuestPlansInput)
    .output(z.array(planSummarySchema))
    .mutation(({ ctx, input }) => importGuestPlans(ctx.db, { userId: ctx.user.id, ...input })),
} satisfies TRPCRouterRecord;
