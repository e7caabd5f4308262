import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { tooManyRequests, unauthorized } from "../errors";
import { resolveLanguage } from "../lib/refs";
import {
  emailVerifiedSchema,
  loginInput,
  meSchema,
  passwordResetRequestedSchema,
  passwordResetRequestInput,
  redirectSchema,
  resetPasswordInput,
  signInRedirectInput,
  signupInput,
  userSchema,
  verifyEmailInput,
} from "../schemas/auth";
import { publicProcedure } from "../trpc";
import {
  login,
  requestPasswordReset,
  resetPassword,
  returnPath,
  sendVerification,
  signup,
  verifyEmail,
} from "./service";
import { invalidateSession } from "./session";

const SIGN_IN_PAGE = "/connexion";

export const authRouter = {
  signup: publicProcedure
    .input(signupInput)
    .output(userSchema)
    .mutation(async ({ ctx, input }) => {
      const wait = await ctx.limiters.signupPerIp.consume(ctx.request.ip);
      if (wait > 0) throw tooManyRequests(wait, "auth.error.tooManyAttempts");
      const language = resolveLanguage(input.lang ?? "fr", "lang");
      const { user, token, session } = await signup(ctx.db, input);
      ctx.cookies.set(token, session.expiresAt);
      void sendVerification(ctx.db, ctx.mail, user, language);
      return user;
    }),

  /** "Forgot password": the same answer whether the e-mail has an account or not; a link by e-mail if it has. */
  requestPasswordReset: publicProcedure
    .input(passwordResetRequestInput)
    .output(passwordResetRequestedSchema)
    .mutation(({ ctx, input }) =>
      requestPasswordReset(ctx.db, ctx.limiters, ctx.mail, {
        email: input.email,
        ip: ctx.request.ip,
        language: resolveLanguage(input.lang ?? "fr", "lang"),
      }),
    ),

  /** A new password from the e-mailed link: every session ends, the reader is signed in with a new one. */
  resetPassword: publicProcedure
    .input(resetPasswordInput)
    .output(userSchema)
    .mutation(async ({ ctx, input }) => {
      const { user, token, session } = await resetPassword(ctx.db, ctx.limiters, { ...input, ip: ctx.request.ip });
      ctx.cookies.set(token, session.expiresAt);
      return user;
    }),

  /** The link of a verification e-mail: signed in or not, it verifies the address it was sent to. */
  verifyEmail: publicProcedure
    .input(verifyEmailInput)
    .output(emailVerifiedSchema)
    .mutation(({ ctx, input }) => verifyEmail(ctx.db, ctx.limiters, { token: input.token, ip: ctx.request.ip })),

  login: publicProcedure
    .input(loginInput)
    .output(userSchema)
    .mutation(async ({ ctx, input }) => {
      const { user, token, session } = await login(ctx.db, ctx.limiters, { ...input, ip: ctx.request.ip });
      ctx.cookies.set(token, session.expiresAt);
      return user;
    }),

  logout: publicProcedure
    .input(z.object({}).optional())
    .output(z.object({ signedOut: z.boolean() }))
    .mutation(async ({ ctx }) => {
      // GET /api/logout is a link (SPEC §2): another site's link or image must not sign the reader out.
      if (ctx.request.crossSite) return { signedOut: false };
      if (ctx.session) await invalidateSession(ctx.db, ctx.session.id);
      ctx.cookies.clear();
      return { signedOut: true };
    }),

  /** Where a browser navigation to the sign-in links goes: back where it came from, through the sign-in page for guests. */
  loginRedirect: publicProcedure
    .input(signInRedirectInput)
    .output(redirectSchema)
    .query(({ ctx, input }) => {
      const target = returnPath(input.redirect, ctx.request.referer, ctx.request.host);
      if (ctx.user) return { location: target };
      return { location: `${SIGN_IN_PAGE}?redirect=${encodeURIComponent(target)}` };
    }),

  user: publicProcedure
    .input(z.object({}))
    .output(userSchema)
    .query(({ ctx }) => {
      if (!ctx.user) throw unauthorized();
      return { id: ctx.user.id, firstName: ctx.user.firstName, email: ctx.user.email };
    }),

  /** For the web app: the user with their role, or null for guests (no error to handle). */
  me: publicProcedure.output(meSchema).query(({ ctx }) => {
    if (!ctx.user) return null;
    const { id, firstName, email, role } = ctx.user;
    return { id, firstName, email, role };
  }),
} satisfies TRPCRouterRecord;
