import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import {
  preferencesSchema,
  primaryLanguageInput,
  updatePreferencesInput,
  verseHistoryEntrySchema,
  verseHistoryInput,
  verseHistoryListInput,
} from "../schemas/preferences";
import { protectedProcedure } from "../trpc";
import { addVerseHistory, getPreferences, listVerseHistory, updatePreferences } from "./service";

export const preferencesRouter = {
  get: protectedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/user/preferences",
        tags: ["preferences"],
        summary: "Preferences (defaults when none)",
      },
    })
    .input(z.object({}))
    .output(preferencesSchema)
    .query(({ ctx }) => getPreferences(ctx.db, ctx.user.id)),

  update: protectedProcedure
    .meta({ openapi: { method: "PUT", path: "/user/preferences", tags: ["preferences"], summary: "Partial update" } })
    .input(updatePreferencesInput)
    .output(preferencesSchema)
    .mutation(({ ctx, input }) => updatePreferences(ctx.db, ctx.user.id, input)),

  setPrimaryLanguage: protectedProcedure
    .meta({
      openapi: {
        method: "PATCH",
        path: "/user/preferences",
        tags: ["preferences"],
        summary: "Change the primary language",
      },
    })
    .input(primaryLanguageInput)
    .output(preferencesSchema)
    .mutation(({ ctx, input }) => updatePreferences(ctx.db, ctx.user.id, input)),

  addHistory: protectedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/user/verse-history",
        tags: ["preferences"],
        summary: "Record a reading (also moves lastBook/lastChapter/lastVerse)",
      },
      rest: { status: 201 },
    })
    .input(verseHistoryInput)
    .output(verseHistoryEntrySchema)
    .mutation(({ ctx, input }) => addVerseHistory(ctx.db, ctx.user.id, input)),

  history: protectedProcedure
    .meta({
      openapi: { method: "GET", path: "/user/verse-history", tags: ["preferences"], summary: "Recent readings" },
    })
    .input(verseHistoryListInput)
    .output(z.array(verseHistoryEntrySchema))
    .query(({ ctx, input }) => listVerseHistory(ctx.db, ctx.user.id, input.limit)),
} satisfies TRPCRouterRecord;
