import type { TRPCRouterRecord } from "@trpc/server";

/** Word definition, passage explanation and chapter questions: built on the `ai` branch. */
export const aiRouter = {} satisfies TRPCRouterRecord;
