import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { sourcesOutput } from "../schemas/sources";
import { publicProcedure } from "../trpc";
import { listSources } from "./service";

/** The sources page: every Bible text and data set with its licence and the credits it requires. */
export const sourcesRouter = {
  list: publicProcedure
    .input(z.object({}).optional())
    .output(sourcesOutput)
    .query(async ({ ctx }) => ({ sources: await listSources(ctx.db) })),
} satisfies TRPCRouterRecord;
