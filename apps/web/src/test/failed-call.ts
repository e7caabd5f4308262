import type { AppRouter } from "@bible/api";
import type { ApiErrorBody } from "@bible/api/errors";
import { TRPCClientError } from "@trpc/client";

/**
 * A failed call as the tRPC link hands it to the app: the server's error response, whose `data.error` is
 * the API's error union (what the errorFormatter of packages/api/src/trpc.ts sends).
 */
export function failedCall(body: ApiErrorBody, httpStatus: number): TRPCClientError<AppRouter> {
  return TRPCClientError.from<AppRouter>({
    error: { message: body.message, code: -32600, data: { code: "BAD_REQUEST", httpStatus, error: body } },
  });
}

/** A response whose `data` is not one of ours (a proxy's error page, an older server). */
export function foreignFailure(message: string, data: unknown): TRPCClientError<AppRouter> {
  return TRPCClientError.from<AppRouter>({ error: { message, code: -32603, data } });
}

/** The server was not reached: fetch itself failed. */
export function networkFailure(): TRPCClientError<AppRouter> {
  return TRPCClientError.from<AppRouter>(new TypeError("Failed to fetch"));
}
