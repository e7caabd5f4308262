import type { TRPCRouterRecord } from "@trpc/server";
import { referenceInput, referenceSchema, searchInput, searchResultSchema } from "../schemas/search";
import { publicProcedure } from "../trpc";
import { referenceOf, search } from "./service";

export const searchRouter = {
  query: publicProcedure
    .input(searchInput)
    .output(searchResultSchema)
    .query(({ ctx, input }) => search(ctx.db, input)),

  reference: publicProcedure
    .input(referenceInput)
    .output(referenceSchema)
    .query(({ input }) => referenceOf(input.q, input.language)),
} satisfies TRPCRouterRecord;
