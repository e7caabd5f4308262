import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { appliedOnce } from "../lib/applied-once";
import { deletedSchema } from "../schemas/common";
import {
  addVocabularyInput,
  exportVocabularyInput,
  importVocabularyInput,
  removeVocabularyInput,
  vocabularyEntrySchema,
  vocabularyExportSchema,
  vocabularyImportSchema,
  vocabularyListInput,
} from "../schemas/vocabulary";
import { assertSelf, protectedProcedure } from "../trpc";
import { importVocabularyCsv, saveWord } from "../word-cards/words";
import { listWords, removeWord } from "./service";
import { exportAnki, exportApkg, exportCsv } from "./transfer";

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
      const { userId, idempotencyKey, ...word } = input;
      assertSelf(ctx, userId);
      const claim = {
        userId: ctx.user.id,
        key: idempotencyKey,
        procedure: "vocabulary.add",
        output: vocabularyEntrySchema,
      };
      return appliedOnce(ctx.db, claim, (db) => saveWord(db, ctx.user.id, word));
    }),

  remove: protectedProcedure
    .input(removeVocabularyInput)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => {
      assertSelf(ctx, input.userId);
      return removeWord(ctx.db, ctx.user.id, input.wordId);
    }),

  export: protectedProcedure
    .input(exportVocabularyInput)
    .output(vocabularyExportSchema)
    .query(({ ctx, input }) => {
      if (input.format === "anki") return exportAnki(ctx.db, ctx.user.id, input.language);
      if (input.format === "apkg") return exportApkg(ctx.db, ctx.user.id, input.language, input.readerLanguage);
      return exportCsv(ctx.db, ctx.user.id, input.language, input.readerLanguage);
    }),

  import: protectedProcedure
    .input(importVocabularyInput)
    .output(vocabularyImportSchema)
    .mutation(({ ctx, input }) => importVocabularyCsv(ctx.db, ctx.user.id, input.csv)),
} satisfies TRPCRouterRecord;
