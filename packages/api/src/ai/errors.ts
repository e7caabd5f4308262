import { frenchMessage, type TranslationKey } from "@bible/i18n";

/** What can go wrong in an AI call: the HTTP status every door answers with and the French message. */
export const AI_ERRORS = {
  AI_NOT_CONFIGURED: { status: 503, messageKey: "errors.aiNotConfigured" },
  AI_UPSTREAM_ERROR: { status: 502, messageKey: "errors.aiUpstream" },
  /** The model's server is rate limiting or out of quota: our problem, not the reader's, hence 503. */
  AI_UPSTREAM_BUSY: { status: 503, messageKey: "errors.aiUpstream" },
  AI_TIMEOUT: { status: 504, messageKey: "errors.aiTimeout" },
  AI_INVALID_RESPONSE: { status: 502, messageKey: "errors.aiInvalidResponse" },
  OFF_TOPIC: { status: 422, messageKey: "errors.offTopic" },
  RATE_LIMITED: { status: 429, messageKey: "errors.rateLimited" },
} as const satisfies Record<string, { status: number; messageKey: TranslationKey }>;

export type AiErrorCode = keyof typeof AI_ERRORS;

export class AiError extends Error {
  override readonly name = "AiError";
  readonly status: number;

  constructor(
    readonly code: AiErrorCode,
    readonly details: { retryAfterSeconds?: number } = {},
    options?: ErrorOptions,
  ) {
    super(frenchMessage(AI_ERRORS[code].messageKey), options);
    this.status = AI_ERRORS[code].status;
  }
}
