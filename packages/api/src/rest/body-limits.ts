import type { ProcedurePath } from "./procedures";

/** The request body every door accepts by default (the server's `bodyLimit`). */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * The procedures that take more than the default body, through both doors: the REST route's `bodyLimit`, and on
 * /trpc a check of the declared length before the body is read (`apps/server/src/http/trpc.ts`).
 */
export const BODY_LIMITS: Partial<Record<ProcedurePath, number>> = {
  /** 2 MB of CSV text, JSON-escaped. */
  "vocabulary.import": 2_200_000,
  /** A whole account: words with their cards and every grade, questions and answers, history. */
  "account.importData": 16_000_000,
};

/** The largest body a /trpc call of these procedures (a batch: "a,b") may send. */
export function trpcBodyLimit(procedures: readonly string[]): number {
  const limits = procedures.map((path) => BODY_LIMITS[path as ProcedurePath] ?? DEFAULT_BODY_LIMIT);
  return limits.length === 0 ? DEFAULT_BODY_LIMIT : Math.min(...limits);
}
