import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { IMMUTABLE_CACHE } from "../meta";
import {
  bibleVersionSchema,
  bookSchema,
  booksInput,
  chapterInput,
  chapterSchema,
  versionsInput,
} from "../schemas/bible";
import { publicProcedure } from "../trpc";
import { getChapter, listBooks, listVersions } from "./service";

const chapterErrors = {
  400: "Unknown book or language, or a malformed field",
  404: "Chapter out of range; VERSION_NOT_AVAILABLE (with availableVersions); text_not_available",
};

export const bibleRouter = {
  chapter: publicProcedure
    .meta({
      openapi: {
        protect: false,
        method: "GET",
        path: "/bible",
        tags: ["bible"],
        summary: "A chapter in one version",
        errorResponses: chapterErrors,
      },
      rest: { cacheControl: IMMUTABLE_CACHE, etag: true, memoize: true },
    })
    .input(chapterInput)
    .output(chapterSchema)
    .query(({ ctx, input }) => getChapter(ctx.db, input)),

  chapterByPath: publicProcedure
    .meta({
      openapi: {
        protect: false,
        method: "GET",
        path: "/bible/{book}/{chapter}/{language}/{version}",
        tags: ["bible"],
        summary: "A chapter in one version (path form)",
        errorResponses: chapterErrors,
      },
      rest: { cacheControl: IMMUTABLE_CACHE, etag: true, memoize: true },
    })
    .input(chapterInput)
    .output(chapterSchema)
    .query(({ ctx, input }) => getChapter(ctx.db, input)),

  versions: publicProcedure
    .meta({
      openapi: {
        protect: false,
        method: "GET",
        path: "/bible-versions",
        tags: ["bible"],
        summary: "Versions of a language (?language=)",
      },
    })
    .input(versionsInput)
    .output(z.array(bibleVersionSchema))
    .query(({ ctx, input }) => listVersions(ctx.db, input.language)),

  versionsByLanguage: publicProcedure
    .meta({
      openapi: {
        protect: false,
        method: "GET",
        path: "/bible-versions/{language}",
        tags: ["bible"],
        summary: "Versions of a language, installed first",
      },
    })
    .input(versionsInput)
    .output(z.array(bibleVersionSchema))
    .query(({ ctx, input }) => listVersions(ctx.db, input.language)),

  books: publicProcedure
    .meta({
      openapi: {
        protect: false,
        method: "GET",
        path: "/books",
        tags: ["bible"],
        summary: "The 66 books with names in ?lang=",
      },
    })
    .input(booksInput)
    .output(z.array(bookSchema))
    .query(({ input }) => listBooks(input.lang)),
} satisfies TRPCRouterRecord;
