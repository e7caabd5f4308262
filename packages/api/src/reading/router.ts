import type { TRPCRouterRecord } from "@trpc/server";
import {
  completeDayInput,
  currentReadingInput,
  currentReadingSchema,
  navigateInput,
  readingDayInput,
} from "../schemas/reading";
import { protectedProcedure, publicProcedure } from "../trpc";
import { currentReading, navigate, setDayCompleted } from "./service";

export const readingRouter = {
  current: publicProcedure
    .meta({
      openapi: {
        protect: false,
        method: "GET",
        path: "/reading/current",
        tags: ["reading"],
        summary: "Current reading of the plan (the user's stored day, day 1 for guests, or ?day=)",
      },
    })
    .input(currentReadingInput)
    .output(currentReadingSchema)
    .query(({ ctx, input }) => currentReading(ctx.db, { userId: ctx.user?.id ?? null, ...input })),

  day: publicProcedure
    .meta({
      openapi: {
        protect: false,
        method: "GET",
        path: "/reading/current/{day}",
        tags: ["reading"],
        summary: "Reading of one plan day",
      },
    })
    .input(readingDayInput)
    .output(currentReadingSchema)
    .query(({ ctx, input }) => currentReading(ctx.db, { userId: ctx.user?.id ?? null, ...input })),

  navigate: publicProcedure
    .meta({
      openapi: {
        protect: false,
        method: "POST",
        path: "/reading/navigate",
        tags: ["reading"],
        summary: "Previous or next day (stored for signed-in users; stays at either end of the plan)",
      },
    })
    .input(navigateInput)
    .output(currentReadingSchema)
    .mutation(({ ctx, input }) => navigate(ctx.db, { userId: ctx.user?.id ?? null, ...input })),

  complete: protectedProcedure
    .meta({
      openapi: { method: "POST", path: "/reading/complete", tags: ["reading"], summary: "Mark a day completed or not" },
    })
    .input(completeDayInput)
    .output(currentReadingSchema)
    .mutation(({ ctx, input }) => setDayCompleted(ctx.db, { userId: ctx.user.id, ...input })),
} satisfies TRPCRouterRecord;
