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
import { addVerseHistory, getPreferences, listVerseHistory, setPrimaryLanguage, updatePreferences } from "./service";

export const preferencesRouter = {
  get: protectedProcedure
    .input(z.object({}))
    .output(preferencesSchema)
    .query(({ ctx }) => getPreferences(ctx.db, ctx.user.id)),

  update: protectedProcedure
    .input(updatePreferencesInput)
    .output(preferencesSchema)
    .mutation(({ ctx, input }) => updatePreferences(ctx.db, ctx.user.id, input)),

  setPrimaryLanguage: protectedProcedure
    .input(primaryLanguageInput)
    .output(preferencesSchema)
    .mutation(({ ctx, input }) => setPrimaryLanguage(ctx.db, ctx.user.id, input.primaryLanguage)),

  addHistory: protectedProcedure
    .input(verseHistoryInput)
    .output(verseHistoryEntrySchema)
    .mutation(({ ctx, input }) => addVerseHistory(ctx.db, ctx.user.id, input)),

  history: protectedProcedure
    .input(verseHistoryListInput)
    .output(z.array(verseHistoryEntrySchema))
    .query(({ ctx, input }) => listVerseHistory(ctx.db, ctx.user.id, input.limit)),
} satisfies TRPCRouterRecord;
