import { frenchMessage, type TranslationKey } from "@bible/i18n";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import { ApiError } from "../errors";

/** What can go wrong in an AI call: the status every door answers with (through the tRPC code) and the French message. */
export const AI_ERRORS = {
  AI_NOT_CONFIGURED: { trpc: "SERVICE_UNAVAILABLE", messageKey: "errors.aiNotConfigured" },
  AI_UPSTREAM_ERROR: { trpc: "BAD_GATEWAY", messageKey: "errors.aiUpstream" },
  /** The model's server is rate limiting us or out of quota: our problem, not the reader's, hence 503. */
  AI_UPSTREAM_BUSY: { trpc: "SERVICE_UNAVAILABLE", messageKey: "errors.aiUpstream" },
  AI_TIMEOUT: { trpc: "GATEWAY_TIMEOUT", messageKey: "errors.aiTimeout" },
  AI_INVALID_RESPONSE: { trpc: "BAD_GATEWAY", messageKey: "errors.aiInvalidResponse" },
  OFF_TOPIC: { trpc: "UNPROCESSABLE_CONTENT", messageKey: "errors.offTopic" },
  RATE_LIMITED: { trpc: "TOO_MANY_REQUESTS", messageKey: "errors.rateLimited" },
} as const satisfies Record<string, { trpc: TRPC_ERROR_CODE_KEY; messageKey: TranslationKey }>;

export type AiErrorCode = keyof typeof AI_ERRORS;

/** An ApiError whose `appCode` is one of AI_ERRORS; `details.retryAfter` (seconds) becomes a Retry-After header. */
export class AiError extends ApiError {
  override readonly appCode: AiErrorCode;

  constructor(code: AiErrorCode, details: { retryAfter?: number } = {}, options: { cause?: unknown } = {}) {
    super(AI_ERRORS[code].trpc, frenchMessage(AI_ERRORS[code].messageKey), { appCode: code, details, ...options });
    this.name = "AiError";
    this.appCode = code;
  }

  get status(): number {
    return getHTTPStatusCodeFromError(this);
  }
}
