export { aiCacheStats } from "./ai/cache";
export { AI_ERRORS, AiError, type AiErrorCode } from "./ai/errors";
export { AI_LIMITS } from "./ai/limits";
export type { AiLogger } from "./ai/logger";
export { createOpenAiProvider, DEFAULT_AI_TIMEOUT_MS, type OpenAiProviderOptions } from "./ai/openai-provider";
export type { AiProvider, AiResult, PassageText, TokenUsage } from "./ai/provider";
export { type AiConfig, selectAiProvider } from "./ai/select-provider";
export type { ActiveSession, SessionUser } from "./auth/session";
export {
  createSession,
  generateSessionToken,
  invalidateSession,
  SESSION_LIFETIME_MS,
  sessionIdFromToken,
  validateSessionToken,
} from "./auth/session";
export { clearBibleCache } from "./bible/service";
export { publishQuestion } from "./community/service";
export type { Context, CreateContextOptions, RequestInfo, SessionCookieWriter } from "./context";
export { createAdminContext, createContext } from "./context";
export { ApiError, describeError, type ErrorBody } from "./errors";
export { recordQaEntry } from "./library/service";
export { createRateLimiters, RateLimiter, type RateLimiters } from "./rate-limit";
export { openApiDocument } from "./rest/openapi";
export type { RestRoute } from "./rest/route";
export { REST_ROUTES } from "./rest/routes";
export { type AppRouter, appRouter } from "./root";
export { createCallerFactory } from "./trpc";

import type { Context } from "./context";
import { appRouter } from "./root";
import { createCallerFactory } from "./trpc";

const callerFactory = createCallerFactory(appRouter);

export type Caller = ReturnType<typeof callerFactory>;

/** Calls procedures in process (admin commands, tests) with the same validation and permissions. */
export function createCaller(ctx: Context): Caller {
  return callerFactory(ctx);
}
