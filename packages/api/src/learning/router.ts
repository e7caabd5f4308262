import type { TRPCRouterRecord } from "@trpc/server";
import { getChapter } from "../bible/service";
import { appliedOnce } from "../lib/applied-once";
import {
  chapterWordsInput,
  chapterWordsSchema,
  coreProgressInput,
  coreProgressSchema,
  coreVocabularyInput,
  coreVocabularySchema,
  importWordStatesInput,
  importWordStatesSchema,
  learnCoreInput,
  learnCoreSchema,
  markWordsInput,
  markWordsSchema,
  wordCountsSchema,
  wordStatesInput,
  wordStatesSchema,
} from "../schemas/learning";
import { protectedProcedure, publicProcedure } from "../trpc";
import { importGuestWords, learnCoreWords, markWordsWithCards } from "../word-cards/words";
import { coreProgress, coreVocabulary } from "./core-vocabulary";
import { chapterWords, listWordStates, wordCounts } from "./service";

/** Word states of the learning view: what a reader knows of each language's words, counted by lemma. */
export const learningRouter = {
  /** A chapter's running words with their lemma and original (public: the same for every reader). */
  chapterWords: publicProcedure
    .input(chapterWordsInput)
    .output(chapterWordsSchema)
    .query(async ({ ctx, input }) => chapterWords(ctx.db, await getChapter(ctx.db, input))),

  states: protectedProcedure
    .input(wordStatesInput)
    .output(wordStatesSchema)
    .query(({ ctx, input }) => listWordStates(ctx.db, ctx.user.id, input.language)),

  /**
   * A word marked 'learning' is saved to the vocabulary with its review cards. A mark made offline comes with
   * its idempotency key and is applied once however often it is sent (issue 34).
   */
  mark: protectedProcedure
    .input(markWordsInput)
    .output(markWordsSchema)
    .mutation(({ ctx, input }) => {
      const { idempotencyKey, ...mark } = input;
      const claim = { userId: ctx.user.id, key: idempotencyKey, procedure: "learning.mark", output: markWordsSchema };
      return appliedOnce(ctx.db, claim, (db) => markWordsWithCards(db, ctx.user.id, mark));
    }),

  importGuest: protectedProcedure
    .input(importWordStatesInput)
    .output(importWordStatesSchema)
    .mutation(({ ctx, input }) => importGuestWords(ctx.db, ctx.user.id, input.words)),

  counts: protectedProcedure.output(wordCountsSchema).query(({ ctx }) => wordCounts(ctx.db, ctx.user.id)),

  /** A version's core vocabulary: its lemmas by running words and how many cover 80, 90, 95 % (public). */
  coreVocabulary: publicProcedure
    .input(coreVocabularyInput)
    .output(coreVocabularySchema)
    .query(({ ctx, input }) => coreVocabulary(ctx.db, input)),

  /** The reader's coverage of a version (and its New Testament) and the next core words to learn. */
  coreProgress: protectedProcedure
    .input(coreProgressInput)
    .output(coreProgressSchema)
    .query(({ ctx, input }) => coreProgress(ctx.db, ctx.user.id, input)),

  /** Core words learnt before reading: saved with their cards and the first verse they are read in. */
  learnCore: protectedProcedure
    .input(learnCoreInput)
    .output(learnCoreSchema)
    .mutation(({ ctx, input }) => learnCoreWords(ctx.db, ctx.user.id, input)),
} satisfies TRPCRouterRecord;
