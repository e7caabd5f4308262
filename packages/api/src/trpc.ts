import type { UserRole } from "@bible/db";
import { initTRPC } from "@trpc/server";
import { z } from "zod";
import type { Context } from "./context";
import { databaseUnavailable, describeError, forbidden, unauthorized } from "./errors";

// Validation messages reach French readers as they are: zod speaks French on the server.
z.config(z.locales.fr());

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    // `data.error` is the same union member the REST door sends as its body.
    const { body } = describeError(error);
    return { ...shape, message: body.message, data: { ...shape.data, error: body } };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Every procedure: a database that cannot be reached answers 503 DATABASE_UNAVAILABLE, not a 500. */
export const publicProcedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const unreachable = databaseUnavailable(result.error);
    if (unreachable) throw unreachable;
  }
  return result;
});

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw unauthorized();
  return next({ ctx: { ...ctx, user: ctx.user } });
});

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== "admin") throw forbidden();
  return next({ ctx });
});

/** Moderators and administrators: the moderation queue (guests 401, other readers 403). */
export const moderatorProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!canModerate(ctx.user.role)) throw forbidden();
  return next({ ctx });
});

export function canModerate(role: UserRole): boolean {
  return role === "moderator" || role === "admin";
}

/** SPEC §6 leaves it open; we enforce it: a user id in a path or body must be the caller's own. */
export function assertSelf(ctx: { user: { id: string } }, userId: string | null | undefined): void {
  if (userId !== undefined && userId !== null && userId !== ctx.user.id) {
    throw forbidden();
  }
}
