import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import {
  accountDeletedSchema,
  accountExportSchema,
  accountImportInput,
  accountImportResultSchema,
  changePasswordInput,
  deleteAccountInput,
  endSessionInput,
  passwordChangedSchema,
  sessionEndedSchema,
  sessionSchema,
} from "../schemas/account";
import { protectedProcedure } from "../trpc";
import { changePassword, deleteAccount, endSession, listSessions } from "./service";
import { exportAccount, importAccount } from "./transfer";

/** The reader's own account (issue 16): password, sessions, GDPR export and deletion. */
export const accountRouter = {
  changePassword: protectedProcedure
    .input(changePasswordInput)
    .output(passwordChangedSchema)
    .mutation(({ ctx, input }) =>
      changePassword(ctx.db, { userId: ctx.user.id, sessionId: ctx.session?.id ?? "" }, input),
    ),

  sessions: protectedProcedure
    .output(z.array(sessionSchema))
    .query(({ ctx }) => listSessions(ctx.db, { userId: ctx.user.id, sessionId: ctx.session?.id ?? "" })),

  endSession: protectedProcedure
    .input(endSessionInput)
    .output(sessionEndedSchema)
    .mutation(({ ctx, input }) => endSession(ctx.db, ctx.user.id, input.id)),

  exportData: protectedProcedure.output(accountExportSchema).query(({ ctx }) => exportAccount(ctx.db, ctx.user.id)),

  importData: protectedProcedure
    .input(accountImportInput)
    .output(accountImportResultSchema)
    .mutation(({ ctx, input }) => importAccount(ctx.db, ctx.user.id, input)),

  deleteAccount: protectedProcedure
    .input(deleteAccountInput)
    .output(accountDeletedSchema)
    .mutation(async ({ ctx, input }) => {
      const deleted = await deleteAccount(ctx.db, ctx.user.id, input.password);
      ctx.cookies.clear();
      return deleted;
    }),
} satisfies TRPCRouterRecord;
