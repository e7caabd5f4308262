import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { tooManyRequests, unauthorized } from "../errors";
import type { ApiMeta } from "../meta";
import { loginInput, meSchema, redirectSchema, signInRedirectInput, signupInput, userSchema } from "../schemas/auth";
import { publicProcedure } from "../trpc";
import { login, returnPath, signup } from "./service";
import { invalidateSession } from "./session";

const SIGN_IN_PAGE = "/connexion";

const signInRedirect = (meta: ApiMeta) =>
  publicProcedure
    .meta(meta)
    .input(signInRedirectInput)
    .output(redirectSchema)
    .query(({ ctx, input }) => {
      const target = returnPath(input.redirect, ctx.request.referer, ctx.request.host);
      if (ctx.user) return { location: target };
      return { location: `${SIGN_IN_PAGE}?redirect=${encodeURIComponent(target)}` };
    });

export const authRouter = {
  signup: publicProcedure
    .meta({
      openapi: {
        protect: false,
        method: "POST",
        path: "/auth/signup",
        tags: ["auth"],
        summary: "Create an account and sign in",
      },
      rest: { status: 201 },
    })
    .input(signupInput)
    .output(userSchema)
    .mutation(async ({ ctx, input }) => {
      const wait = ctx.limiters.signupPerIp.consume(ctx.request.ip);
      if (wait > 0) throw tooManyRequests(wait, "auth.error.tooManyAttempts");
      const { user, token, session } = await signup(ctx.db, input);
      ctx.cookies.set(token, session.expiresAt);
      return user;
    }),

  login: publicProcedure
    .meta({
      openapi: {
        protect: false,
        method: "POST",
        path: "/auth/login",
        tags: ["auth"],
        summary: "Sign in with e-mail and password",
      },
    })
    .input(loginInput)
    .output(userSchema)
    .mutation(async ({ ctx, input }) => {
      const { user, token, session } = await login(ctx.db, ctx.limiters, { ...input, ip: ctx.request.ip });
      ctx.cookies.set(token, session.expiresAt);
      return user;
    }),

  logout: publicProcedure
    .meta({
      openapi: { protect: false, method: "POST", path: "/auth/logout", tags: ["auth"], summary: "Sign out" },
      rest: { status: 204 },
    })
    .input(z.object({}).optional())
    .output(z.object({ signedOut: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      if (ctx.session) await invalidateSession(ctx.db, ctx.session.id);
      ctx.cookies.clear();
      return { signedOut: true as const };
    }),

  /** Browser navigation from the header: sign out, back to the home page. */
  logoutRedirect: publicProcedure
    .meta({
      openapi: {
        protect: false,
        method: "GET",
        path: "/logout",
        tags: ["auth"],
        summary: "Sign out and redirect to /",
      },
      rest: { redirect: true },
    })
    .input(z.object({}))
    .output(redirectSchema)
    .query(async ({ ctx }) => {
      if (ctx.session) await invalidateSession(ctx.db, ctx.session.id);
      ctx.cookies.clear();
      return { location: "/" };
    }),

  loginRedirect: signInRedirect({
    openapi: {
      protect: false,
      method: "GET",
      path: "/login",
      tags: ["auth"],
      summary: "Redirect to the sign-in page, remembering where the reader came from",
    },
    rest: { redirect: true },
  }),

  authLoginRedirect: signInRedirect({
    openapi: { protect: false, method: "GET", path: "/auth/login", tags: ["auth"], summary: "Same as /login" },
    rest: { redirect: true },
  }),

  user: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/auth/user",
        tags: ["auth"],
        summary: "The signed-in user, or 401",
      },
    })
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
