import { describeConnectionError } from "@bible/db";
import { frenchMessage, type TranslationKey } from "@bible/i18n";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import { type ApiErrorBody, type ApiErrorCode, type ApiErrorOf, apiErrorSchema } from "./shapes";

type CatalogEntry = {
  /** The tRPC code, which gives the HTTP status on both doors. */
  trpc: TRPC_ERROR_CODE_KEY;
  /** The French message sent unless the service gives a more precise one. */
  message: TranslationKey;
};

/** One line per code of the union: how it travels and what it says by default. */
const CATALOG: Record<ApiErrorCode, CatalogEntry> = {
  VERSION_NOT_AVAILABLE: { trpc: "NOT_FOUND", message: "errors.versionUnavailable" },
  text_not_available: { trpc: "NOT_FOUND", message: "chapterError.textUnavailable.text" },
  CHAPTER_NOT_FOUND: { trpc: "NOT_FOUND", message: "errors.notFound" },
  BAD_REQUEST: { trpc: "BAD_REQUEST", message: "errors.unexpected" },
  NOT_FOUND: { trpc: "NOT_FOUND", message: "errors.notFound" },
  CSV_INVALID: { trpc: "BAD_REQUEST", message: "errors.csvInvalid" },
  EMAIL_TAKEN: { trpc: "CONFLICT", message: "auth.error.emailTaken" },
  WEAK_PASSWORD: { trpc: "BAD_REQUEST", message: "auth.error.weakPassword" },
  INVALID_TOKEN: { trpc: "BAD_REQUEST", message: "auth.error.invalidToken" },
  RATE_LIMITED: { trpc: "TOO_MANY_REQUESTS", message: "errors.rateLimited" },
  /** The model's server is rate limiting us or out of quota: our problem, not the reader's, hence 503. */
  AI_UPSTREAM_BUSY: { trpc: "SERVICE_UNAVAILABLE", message: "errors.aiUpstream" },
  UNAUTHORIZED: { trpc: "UNAUTHORIZED", message: "errors.authRequired" },
  FORBIDDEN: { trpc: "FORBIDDEN", message: "errors.forbidden" },
  INVALID_CREDENTIALS: { trpc: "UNAUTHORIZED", message: "auth.error.invalidCredentials" },
  ALREADY_VOTED: { trpc: "CONFLICT", message: "toast.vote.duplicate.text" },
  CARD_ALREADY_GRADED: { trpc: "CONFLICT", message: "errors.cardAlreadyGraded" },
  NOT_ENOUGH_REVIEWS: { trpc: "PRECONDITION_FAILED", message: "errors.notEnoughReviews" },
  PLAN_NOT_INSTALLED: { trpc: "SERVICE_UNAVAILABLE", message: "errors.planNotInstalled" },
  OFF_TOPIC: { trpc: "UNPROCESSABLE_CONTENT", message: "errors.offTopic" },
  AI_NOT_CONFIGURED: { trpc: "SERVICE_UNAVAILABLE", message: "errors.aiNotConfigured" },
  AI_TIMEOUT: { trpc: "GATEWAY_TIMEOUT", message: "errors.aiTimeout" },
  AI_INVALID_RESPONSE: { trpc: "BAD_GATEWAY", message: "errors.aiInvalidResponse" },
  AI_UPSTREAM_ERROR: { trpc: "BAD_GATEWAY", message: "errors.aiUpstream" },
  DATABASE_UNAVAILABLE: { trpc: "SERVICE_UNAVAILABLE", message: "errors.databaseUnavailable" },
  PARSE_ERROR: { trpc: "PARSE_ERROR", message: "errors.unexpected" },
  INTERNAL_SERVER_ERROR: { trpc: "INTERNAL_SERVER_ERROR", message: "errors.server" },
  NOT_IMPLEMENTED: { trpc: "NOT_IMPLEMENTED", message: "errors.server" },
  BAD_GATEWAY: { trpc: "BAD_GATEWAY", message: "errors.server" },
  SERVICE_UNAVAILABLE: { trpc: "SERVICE_UNAVAILABLE", message: "errors.server" },
  GATEWAY_TIMEOUT: { trpc: "GATEWAY_TIMEOUT", message: "errors.server" },
  PAYMENT_REQUIRED: { trpc: "PAYMENT_REQUIRED", message: "errors.unexpected" },
  METHOD_NOT_SUPPORTED: { trpc: "METHOD_NOT_SUPPORTED", message: "errors.unexpected" },
  TIMEOUT: { trpc: "TIMEOUT", message: "errors.unexpected" },
  CONFLICT: { trpc: "CONFLICT", message: "errors.conflict" },
  PRECONDITION_FAILED: { trpc: "PRECONDITION_FAILED", message: "errors.unexpected" },
  PAYLOAD_TOO_LARGE: { trpc: "PAYLOAD_TOO_LARGE", message: "errors.unexpected" },
  UNSUPPORTED_MEDIA_TYPE: { trpc: "UNSUPPORTED_MEDIA_TYPE", message: "errors.unexpected" },
  UNPROCESSABLE_CONTENT: { trpc: "UNPROCESSABLE_CONTENT", message: "errors.unexpected" },
  PRECONDITION_REQUIRED: { trpc: "PRECONDITION_REQUIRED", message: "errors.unexpected" },
  CLIENT_CLOSED_REQUEST: { trpc: "CLIENT_CLOSED_REQUEST", message: "errors.unexpected" },
};

/** The HTTP status a code is answered with, on both doors. */
export function statusOf(code: ApiErrorCode): number {
  return getHTTPStatusCodeFromError(new TRPCError({ code: CATALOG[code].trpc }));
}

/** The default French message of a code (tRPC's own errors without a message of ours get it too). */
export function defaultMessage(code: ApiErrorCode): string {
  return frenchMessage(CATALOG[code].message);
}

/**
 * A TRPCError carrying one member of the error union, so both doors and in-process callers report the
 * same `{ message, code, ...details }`. Build it with `apiError()` (or the helpers below), never by hand.
 */
export class ApiError extends TRPCError {
  readonly body: ApiErrorBody;

  constructor(body: ApiErrorBody, options: { cause?: unknown } = {}) {
    super({ code: CATALOG[body.code].trpc, message: body.message, cause: options.cause });
    this.name = "ApiError";
    this.body = body;
  }

  /** The HTTP status both doors answer with. */
  get status(): number {
    return getHTTPStatusCodeFromError(this);
  }
}

export type ApiErrorFields<C extends ApiErrorCode> = Omit<ApiErrorOf<C>, "code" | "message">;

/**
 * The one constructor of API errors: the code, the fields its member of the union requires, and
 * optionally a more precise French message than the code's default. The body is checked against the union.
 */
export function apiError<C extends ApiErrorCode>(
  code: C,
  fields: ApiErrorFields<C>,
  options: { message?: string; cause?: unknown } = {},
): ApiError {
  const body = apiErrorSchema.parse({ ...fields, code, message: options.message ?? defaultMessage(code) });
  return new ApiError(body, { cause: options.cause });
}

/** 400 naming the field, for rules zod cannot express (the canon, the catalog). */
export function invalidField(field: string, reason?: string): ApiError {
  const base = frenchMessage("errors.invalidInput", { field });
  return apiError("BAD_REQUEST", { field, rule: "custom" }, { message: reason ? `${base} ${reason}` : base });
}

export function notFound(message?: string, field?: string): ApiError {
  return apiError("NOT_FOUND", field === undefined ? {} : { field }, { message });
}

export function unauthorized(message?: string): ApiError {
  return apiError("UNAUTHORIZED", {}, { message });
}

export function forbidden(): ApiError {
  return apiError("FORBIDDEN", {});
}

/**
 * 503 DATABASE_UNAVAILABLE when `error` (or its cause) says the database cannot be reached or refuses us;
 * null for any other error, which stays what it is.
 */
export function databaseUnavailable(error: unknown): ApiError | null {
  if (error instanceof ApiError) return null;
  const cause = error instanceof TRPCError ? error.cause : error;
  return describeConnectionError(cause) ? apiError("DATABASE_UNAVAILABLE", {}, { cause }) : null;
}

export function tooManyRequests(retryAfterSeconds: number, key: TranslationKey = "errors.rateLimited"): ApiError {
  return apiError(
    "RATE_LIMITED",
    { retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) },
    { message: frenchMessage(key) },
  );
}
