import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { tooManyRequests, unauthorized } from "../errors";
import { loginInput, meSchema, redirectSchema, signInRedirectInput, signupInput, userSchema } from "../schemas/auth";
import { publicProcedure } from "../trpc";
import { login, returnPath, signup } from "./service";
import { invalidateSession } from "./session";

const SIGN_IN_PAGE = "/connexion";

export const authRouter = {
  signup: publicProcedure
    .input(signupInput)
    .output(userSchema)
    .mutation(async ({ ctx, input }) => {
      const wait = await ctx.limiters.signupPerIp.consume(ctx.request.ip);
      if (wait > 0) throw tooManyRequests(wait, "auth.error.tooManyAttempts");
      const { user, token, session } = await signup(ctx.db, input);
      ctx.cookies.set(token, session.expiresAt);
      return user;
    }),

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
