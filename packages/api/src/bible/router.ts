import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { occurrencesInput, occurrencesOutput } from "../schemas/ai";
import {
  bibleVersionSchema,
  bookSchema,
  booksInput,
  chapterInput,
  chapterSchema,
  chapterSetSchema,
  chaptersInput,
  packInput,
  packSchema,
  packSizeSchema,
  versionsInput,
} from "../schemas/bible";
import { publicProcedure } from "../trpc";
import { getPack, getPackSize } from "./pack";
import { getChapter, getChapters, listBooks, listVersions, wordOccurrences } from "./service";

export const bibleRouter = {
  chapter: publicProcedure
    .input(chapterInput)
    .output(chapterSchema)
    .query(({ ctx, input }) => getChapter(ctx.db, input)),

  /** The reader's columns of one chapter in one request (REST: GET /api/chapters, served from memory). */
  chapters: publicProcedure
    .input(chaptersInput)
    .output(chapterSetSchema)
    .query(({ ctx, input }) => getChapters(ctx.db, input)),

  versions: publicProcedure
    .input(versionsInput)
    .output(z.array(bibleVersionSchema))
    .query(({ ctx, input }) => listVersions(ctx.db, input.language)),

  books: publicProcedure
    .input(booksInput)
    .output(z.array(bookSchema))
    .query(({ input }) => listBooks(input.lang)),

  /** The verses where an original word (Strong's number) occurs, in the reader's language, paged. */
  occurrences: publicProcedure
    .input(occurrencesInput)
    .output(occurrencesOutput)
    .query(({ ctx, input }) => wordOccurrences(ctx.db, input)),

  /** A version's whole text and the word-study data it needs, to read offline (issue 34). */
  pack: publicProcedure
    .input(packInput)
    .output(packSchema)
    .query(({ ctx, input }) => getPack(ctx.db, input)),

  /** How big a version's pack is to download (shown before the download). */
  packSize: publicProcedure
    .input(packInput)
    .output(packSizeSchema)
    .query(({ ctx, input }) => getPackSize(ctx.db, input)),
} satisfies TRPCRouterRecord;
