import type { TRPCRouterRecord } from "@trpc/server";
import { HOUR_CACHE } from "../meta";
import { translationsInput, translationsSchema } from "../schemas/translations";
import { publicProcedure } from "../trpc";
import { translationsFor } from "./service";

export const translationsRouter = {
  get: publicProcedure
    .meta({
      openapi: {
        protect: false,
        method: "GET",
        path: "/translations/{language}",
        tags: ["translations"],
        summary: "Interface texts of one of the 12 languages (id or code)",
      },
      rest: { cacheControl: HOUR_CACHE, etag: true },
    })
    .input(translationsInput)
    .output(translationsSchema)
    .query(({ input }) => translationsFor(input.language)),
} satisfies TRPCRouterRecord;
