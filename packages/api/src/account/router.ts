import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { assertStrongPassword, sendVerification } from "../auth/service";
import { tooManyRequests } from "../errors";
import { resolveLanguage } from "../lib/refs";
import {
  accountDeletedSchema,
  accountExportSchema,
  accountImportInput,
  accountImportResultSchema,
  changePasswordInput,
  deleteAccountInput,
  emailStatusSchema,
  endSessionInput,
  passwordChangedSchema,
  resendVerificationInput,
  sessionEndedSchema,
  sessionSchema,
  verificationSentSchema,
} from "../schemas/account";
import { protectedProcedure } from "../trpc";
import { changePassword, deleteAccount, emailStatus, endSession, listSessions } from "./service";
import { exportAccount, importAccount } from "./transfer";

/** The reader's own account (issues 16, 31): password, e-mail verification, sessions, GDPR export and deletion. */
export const accountRouter = {
  changePassword: protectedProcedure
    .input(changePasswordInput)
    .output(passwordChangedSchema)
    .mutation(async ({ ctx, input }) => {
      await assertStrongPassword(input.newPassword, "newPassword", [ctx.user.email, ctx.user.firstName ?? ""]);
      return changePassword(ctx.db, { userId: ctx.user.id, sessionId: ctx.session?.id ?? "" }, input);
    }),

  /** The reader's address and whether it is verified. */
  email: protectedProcedure
    .output(emailStatusSchema)
    .query(async ({ ctx }) => ({ ...(await emailStatus(ctx.db, ctx.user.id)), delivery: ctx.mail.mailer.delivery })),

  /** Sends the verification e-mail again (three times an hour), unless the address is verified already. */
  resendVerification: protectedProcedure
    .input(resendVerificationInput)
    .output(verificationSentSchema)
    .mutation(async ({ ctx, input }) => {
      const delivery = ctx.mail.mailer.delivery;
      const language = resolveLanguage(input.lang ?? "fr", "lang");
      const status = await emailStatus(ctx.db, ctx.user.id);
      if (status.verifiedAt) return { sent: false, delivery };
      const wait = await ctx.limiters.verificationPerUser.consume(ctx.user.id);
      if (wait > 0) throw tooManyRequests(wait);
      void sendVerification(ctx.db, ctx.mail, { id: ctx.user.id, email: status.email }, language);
      return { sent: true, delivery };
    }),

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
