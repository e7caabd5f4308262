export { aiCacheStats } from "./ai/cache";
export type { AiProvider } from "./ai/provider";
export { selectAiProvider } from "./ai/select-provider";
export { createSession, SESSION_LIFETIME_MS, sessionIdFromToken } from "./auth/session";
export { forgetBibleCaches } from "./bible/service";
export { publishQuestion } from "./community/service";
export type { Context, SessionCookieWriter } from "./context";
export { createAdminContext, createContext } from "./context";
export { ApiError, type ApiErrorBody, apiError, databaseUnavailable, describeError } from "./errors";
export { recordQaEntry } from "./library/service";
export { logMailer, type MailSettings, smtpMailer } from "./mail/mailer";
export {
  createRateLimiters,
  type LimiterStore,
  memoryStore,
  postgresStore,
  type RateLimiter,
  type RateLimiters,
  redisStore,
} from "./rate-limit";
export { BODY_LIMITS, DEFAULT_BODY_LIMIT, trpcBodyLimit } from "./rest/body-limits";
export { openApiDocument } from "./rest/openapi";
export type { RestRoute } from "./rest/route";
export { REST_ROUTES } from "./rest/routes";
export { type AppRouter, appRouter } from "./root";

import type { Context } from "./context";
import { appRouter } from "./root";
import { createCallerFactory } from "./trpc";

const callerFactory = createCallerFactory(appRouter);

export type Caller = ReturnType<typeof callerFactory>;

/** Calls procedures in process (admin commands, tests) with the same validation and permissions. */
export function createCaller(ctx: Context): Caller {
  return callerFactory(ctx);
}
