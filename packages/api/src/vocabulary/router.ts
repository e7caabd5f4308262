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
    .input(vocabularyListInput)
    .output(z.array(vocabularyEntrySchema))
    .query(({ ctx, input }) => {
      assertSelf(ctx, input.userId);
      return listWords(ctx.db, ctx.user.id, input.language);
    }),

  add: protectedProcedure
    .input(addVocabularyInput)
    .output(vocabularyEntrySchema)
    .mutation(({ ctx, input }) => {
      const { userId, ...word } = input;
      assertSelf(ctx, userId);
      return addWord(ctx.db, ctx.user.id, word);
    }),

  remove: protectedProcedure
    .input(removeVocabularyInput)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => {
      assertSelf(ctx, input.userId);
      return removeWord(ctx.db, ctx.user.id, input.wordId);
    }),
} satisfies TRPCRouterRecord;
