import type { TRPCRouterRecord } from "@trpc/server";
import { translationsInput, translationsSchema } from "../schemas/translations";
import { publicProcedure } from "../trpc";
import { translationsFor } from "./service";

export const translationsRouter = {
  get: publicProcedure
    .input(translationsInput)
    .output(translationsSchema)
    .query(({ input }) => translationsFor(input.language)),
} satisfies TRPCRouterRecord;
