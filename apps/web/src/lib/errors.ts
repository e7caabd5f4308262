import type { AppRouter } from "@bible/api";
import { TRPCClientError } from "@trpc/client";

export type ApiErrorInfo = {
  /** tRPC code ('UNAUTHORIZED', 'BAD_REQUEST', …); 'NETWORK' when the server was not reached. */
  code: string;
  /** The application code of ARCHITECTURE.md's error bodies ('VERSION_NOT_AVAILABLE', …). */
  appCode: string | undefined;
  message: string;
  httpStatus: number | undefined;
  details: Record<string, unknown>;
};

export function isApiError(error: unknown): error is TRPCClientError<AppRouter> {
  return error instanceof TRPCClientError;
}

export function apiErrorInfo(error: unknown): ApiErrorInfo {
  if (isApiError(error)) {
    const data = error.data;
    return {
      code: data?.code ?? "NETWORK",
      appCode: data?.appCode,
      message: error.message,
      httpStatus: data?.httpStatus,
      details: data?.details ?? {},
    };
  }
  return {
    code: "UNKNOWN",
    appCode: undefined,
    message: error instanceof Error ? error.message : String(error),
    httpStatus: undefined,
    details: {},
  };
}
