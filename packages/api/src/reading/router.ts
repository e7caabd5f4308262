import type { TRPCRouterRecord } from "@trpc/server";
import { completeDayInput, currentReadingInput, currentReadingSchema, navigateInput } from "../schemas/reading";
import { protectedProcedure, publicProcedure } from "../trpc";
import { currentReading, navigate, setDayCompleted } from "./service";

export const readingRouter = {
  current: publicProcedure
    .input(currentReadingInput)
    .output(currentReadingSchema)
    .query(({ ctx, input }) => currentReading(ctx.db, { userId: ctx.user?.id ?? null, ...input })),

  navigate: publicProcedure
    .input(navigateInput)
    .output(currentReadingSchema)
    .mutation(({ ctx, input }) => navigate(ctx.db, { userId: ctx.user?.id ?? null, ...input })),

  complete: protectedProcedure
    .input(completeDayInput)
    .output(currentReadingSchema)
    .mutation(({ ctx, input }) => setDayCompleted(ctx.db, { userId: ctx.user.id, ...input })),
} satisfies TRPCRouterRecord;
