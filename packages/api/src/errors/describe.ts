import { frenchMessage } from "@bible/i18n";
import type { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { ApiError, databaseUnavailable, defaultMessage } from "./api-error";
import { type ApiErrorBody, VALIDATION_RULES, type ValidationRule } from "./shapes";

type Issue = { path: PropertyKey[]; message: string; code?: unknown };

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

function ruleOf(issue: Issue): ValidationRule {
  return VALIDATION_RULES.find((rule) => rule === issue.code) ?? "custom";
}

function bodyOf(error: TRPCError): ApiErrorBody {
  if (error instanceof ApiError) return error.body;
  if (error.code === "TOO_MANY_REQUESTS") {
    // A limit that did not say how long: every 429 is RATE_LIMITED with its wait.
    return { code: "RATE_LIMITED", message: defaultMessage("RATE_LIMITED"), retryAfter: 60 };
  }
  const message = error.message && error.message !== error.code ? error.message : defaultMessage(error.code);
  switch (error.code) {
    case "BAD_REQUEST": {
      const issues = zodIssues(error.cause) ?? [];
      const [first] = issues;
      if (!first) return { code: "BAD_REQUEST", message, field: "input", rule: "custom" };
      const field = fieldName(first.path);
      return {
        code: "BAD_REQUEST",
        message: `${frenchMessage("errors.invalidInput", { field })} ${first.message}`,
        field,
        rule: ruleOf(first),
        issues: issues.map((i) => ({ field: fieldName(i.path), message: i.message, rule: ruleOf(i) })),
      };
    }
    // Members of their own (with optional fields), kept apart from the plain codes below for the type checker.
    case "NOT_FOUND":
      return { code: error.code, message };
    default:
      // A server fault's own message may describe our internals: the reader gets the generic one.
      return {
        code: error.code,
        message: getHTTPStatusCodeFromError(error) >= 500 ? defaultMessage("INTERNAL_SERVER_ERROR") : message,
      };
  }
}

/** The one description of an error both doors send: HTTP status and the union's `{ message, code, ...details }`. */
export function describeError(error: TRPCError): { status: number; body: ApiErrorBody } {
  const unreachable = databaseUnavailable(error);
  if (unreachable) return { status: unreachable.status, body: unreachable.body };
  return { status: getHTTPStatusCodeFromError(error), body: bodyOf(error) };
}
