import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { deletedSchema } from "../schemas/common";
import {
  addVocabularyInput,
  removeVocabularyInput,
  vocabularyEntrySchema,
  vocabularyListInput,
} from "../schemas/vocabulary";
import { assertSelf, protectedProcedure } from "../trpc";
import { addWord, listWords, removeWord } from "./service";

export const vocabularyRouter = {
  list: protectedProcedure
    .meta({
      openapi: { method: "GET", path: "/vocabulary/{userId}", tags: ["vocabulary"], summary: "A user's words" },
    })
    .input(vocabularyListInput)
    .output(z.array(vocabularyEntrySchema))
    .query(({ ctx, input }) => {
      assertSelf(ctx, input.userId);
      return listWords(ctx.db, ctx.user.id, input.language);
    }),

  add: protectedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/vocabulary",
        tags: ["vocabulary"],
        summary: "Add a word (the same word in the same language updates its entry)",
      },
    })
    .input(addVocabularyInput)
    .output(vocabularyEntrySchema)
    .mutation(({ ctx, input }) => {
      const { userId, ...word } = input;
      assertSelf(ctx, userId);
      return addWord(ctx.db, ctx.user.id, word);
    }),

  remove: protectedProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/vocabulary/{userId}/{wordId}",
        tags: ["vocabulary"],
        summary: "Delete a word",
      },
    })
    .input(removeVocabularyInput)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => {
      assertSelf(ctx, input.userId);
      return removeWord(ctx.db, ctx.user.id, input.wordId);
    }),
} satisfies TRPCRouterRecord;
