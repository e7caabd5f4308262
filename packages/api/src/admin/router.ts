import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { adminUserSchema, setModeratorInput, setRoleInput, statsSchema } from "../schemas/admin";
import { adminProcedure } from "../trpc";
import { listUsers, setModerator, setRole, stats } from "./service";

/** In-process only (admin CLI, tests): no REST path. Moderation lives in the community router. */
export const adminRouter = {
  users: adminProcedure.output(z.array(adminUserSchema)).query(({ ctx }) => listUsers(ctx.db)),
  setRole: adminProcedure
    .input(setRoleInput)
    .output(adminUserSchema)
    .mutation(({ ctx, input }) => setRole(ctx.db, input)),
  setModerator: adminProcedure
    .input(setModeratorInput)
    .output(adminUserSchema)
    .mutation(({ ctx, input }) => setModerator(ctx.db, input)),
  stats: adminProcedure.output(statsSchema).query(({ ctx }) => stats(ctx.db)),
} satisfies TRPCRouterRecord;
