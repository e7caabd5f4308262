import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

/**
 * zxcvbn's score (0 to 4) a new password must reach: 3 is "safely unguessable" (about 10^8 guesses or more), which,
 * behind argon2id and the sign-in limits, leaves guessing no chance. 'password', '12345678' and 'aaaaaaaa' score 0;
 * a few unrelated words ('whither thou goest') score 4.
 */
export const MIN_PASSWORD_SCORE = 3;

/** Why a password is refused: one of the most common passwords, or easy to guess by the strength estimate. */
export type WeakPasswordReason = "common" | "weak";

// Built at the first check (about 200 ms: the common-password lists are indexed), never shipped to the browser.
let estimator: ZxcvbnFactory | undefined;

/** zxcvbn's warnings that mean "this is (nearly) one of the passwords everybody uses". */
const COMMON_WARNINGS = new Set(["topTen", "topHundred", "common", "similarToCommon"]);

/**
 * Null when `password` is strong enough, else why not. `related` are the reader's own words (e-mail, first name):
 * a password made of them is easy to guess for whoever knows the reader.
 */
export function weakPasswordReason(password: string, related: readonly string[] = []): WeakPasswordReason | null {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const inputs = related.flatMap((word) => [word, ...word.split(/[@.\s_+-]+/)]).filter((word) => word.length >= 3);
  const result = estimator.check(password, inputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  return result.feedback.warning && COMMON_WARNINGS.has(result.feedback.warning) ? "common" : "weak";
}
