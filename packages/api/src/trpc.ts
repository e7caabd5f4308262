import { frenchMessage } from "@bible/i18n";
import { initTRPC } from "@trpc/server";
import { z } from "zod";
import type { Context } from "./context";
import { ApiError, describeError } from "./errors";

// Validation messages reach French readers as they are: zod speaks French on the server.
z.config(z.locales.fr());

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const { body } = describeError(error);
    const { message, code, ...details } = body;
    return { ...shape, message, data: { ...shape.data, appCode: code, details } };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure;

export const protectedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new ApiError("UNAUTHORIZED", frenchMessage("errors.authRequired"));
  return next({ ctx: { ...ctx, user: ctx.user } });
});

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== "admin") throw new ApiError("FORBIDDEN", frenchMessage("errors.forbidden"));
  return next({ ctx });
});

/** SPEC §6 leaves it open; we enforce it: a user id in a path or body must be the caller's own. */
export function assertSelf(ctx: { user: { id: string } }, userId: string | null | undefined): void {
  if (userId !== undefined && userId !== null && userId !== ctx.user.id) {
    throw new ApiError("FORBIDDEN", frenchMessage("errors.forbidden"));
  }
}
