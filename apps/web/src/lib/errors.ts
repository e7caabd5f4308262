import { type ApiErrorBody, apiErrorSchema } from "@bible/api/errors";
import { TRPCClientError } from "@trpc/client";

/**
 * A failed call as the app reads it: a member of the API's error union (`data.error` of a tRPC error,
 * checked, not trusted), or, when there is none, NETWORK (the server was not reached) or UNKNOWN.
 * Screens switch on `code`; `message` is the server's French text, shown only where SPEC §8 says so.
 */
export type ClientError = ApiErrorBody | { code: "NETWORK" | "UNKNOWN"; message: string };

export function readApiError(error: unknown): ClientError {
  if (error instanceof TRPCClientError) {
    const parsed = apiErrorSchema.safeParse(error.data?.error);
    if (parsed.success) return parsed.data;
    return { code: error.data ? "UNKNOWN" : "NETWORK", message: error.message };
  }
  // A REST answer's error body, or an error carrying one (`body`): checked the same way.
  const body = typeof error === "object" && error !== null && "body" in error ? error.body : error;
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  return { code: "UNKNOWN", message: error instanceof Error ? error.message : String(error) };
}
