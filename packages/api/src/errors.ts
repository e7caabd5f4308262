import { frenchMessage, type TranslationKey } from "@bible/i18n";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";

export type ErrorDetails = Record<string, unknown>;

/**
 * A TRPCError that carries the code clients read (`VERSION_NOT_AVAILABLE`, `ALREADY_VOTED`, …) and
 * extra fields (`availableVersions`, `field`, `retryAfter`), so both doors report the same thing.
 */
export class ApiError extends TRPCError {
  readonly appCode: string;
  readonly details: ErrorDetails;

  constructor(
    code: TRPC_ERROR_CODE_KEY,
    message: string,
    options: { appCode?: string; details?: ErrorDetails; cause?: unknown } = {},
  ) {
    super({ code, message, cause: options.cause });
    this.name = "ApiError";
    this.appCode = options.appCode ?? code;
    this.details = options.details ?? {};
  }
}

/** 400 naming the field, for rules zod cannot express (the canon, the catalog). */
export function invalidField(field: string, reason?: string): ApiError {
  const base = frenchMessage("errors.invalidInput", { field });
  return new ApiError("BAD_REQUEST", reason ? `${base} ${reason}` : base, { details: { field } });
}

export function notFound(message: string = frenchMessage("errors.notFound"), details?: ErrorDetails): ApiError {
  return new ApiError("NOT_FOUND", message, { details: details ?? {} });
}

export function forbidden(key: TranslationKey = "errors.forbidden"): ApiError {
  return new ApiError("FORBIDDEN", frenchMessage(key));
}

export function tooManyRequests(retryAfterSeconds: number, key: TranslationKey = "errors.rateLimited"): ApiError {
  return new ApiError("TOO_MANY_REQUESTS", frenchMessage(key), {
    details: { retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) },
  });
}

export type ErrorBody = { message: string; code: string } & ErrorDetails;

type Issue = { path: PropertyKey[]; message: string };

function zodIssues(cause: unknown): Issue[] | undefined {
  if (typeof cause !== "object" || cause === null || !("issues" in cause)) return undefined;
  const issues = cause.issues;
  if (!Array.isArray(issues)) return undefined;
  return issues.filter(
    (i): i is Issue => typeof i === "object" && i !== null && Array.isArray(i.path) && typeof i.message === "string",
  );
}

function fieldName(path: PropertyKey[]): string {
  return path.length === 0 ? "input" : path.map(String).join(".");
}

const DEFAULT_MESSAGES: Partial<Record<TRPC_ERROR_CODE_KEY, TranslationKey>> = {
  UNAUTHORIZED: "errors.authRequired",
  FORBIDDEN: "errors.forbidden",
  NOT_FOUND: "errors.notFound",
  CONFLICT: "errors.conflict",
  TOO_MANY_REQUESTS: "errors.rateLimited",
  INTERNAL_SERVER_ERROR: "errors.server",
};

/** The one description of an error both doors send: HTTP status and `{ message, code, ...details }`. */
export function describeError(error: TRPCError): { status: number; body: ErrorBody } {
  const status = getHTTPStatusCodeFromError(error);
  if (error instanceof ApiError) {
    return { status, body: { message: error.message, code: error.appCode, ...error.details } };
  }
  const issues = error.code === "BAD_REQUEST" ? zodIssues(error.cause) : undefined;
  const first = issues?.[0];
  if (issues && first) {
    const field = fieldName(first.path);
    return {
      status,
      body: {
        message: `${frenchMessage("errors.invalidInput", { field })} ${first.message}`,
        code: "BAD_REQUEST",
        field,
        issues: issues.map((i) => ({ field: fieldName(i.path), message: i.message })),
      },
    };
  }
  if (status >= 500) {
    return { status, body: { message: frenchMessage("errors.server"), code: error.code } };
  }
  const key = DEFAULT_MESSAGES[error.code];
  const message = error.message && error.message !== error.code ? error.message : key ? frenchMessage(key) : error.code;
  return { status, body: { message, code: error.code } };
}
