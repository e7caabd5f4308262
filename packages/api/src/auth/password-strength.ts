import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/**
 * zxcvbn's score (0 to 4) a new password must reach: 3 is "safely unguessable" (about 10^8 guesses or more), which,
 * behind argon2id and the sign-in limits, leaves guessing no chance. 'password', '12345678' and 'aaaaaaaa' score 0;
 * a few unrelated words ('whither thou goest') score 4.
 */
export const MIN_PASSWORD_SCORE = 3;

/** Why a password is refused: one of the most common passwords, or easy to guess by the strength estimate. */
export type WeakPasswordReason = "common" | "weak";

// Loaded and built at the first check (about 200 ms: the common-password lists are indexed), so a start does not
// pay for the dictionaries; server side only, never shipped to the browser.
let estimator: Promise<ZxcvbnFactory> | undefined;

async function buildEstimator(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory }, { adjacencyGraphs, dictionary }] = await Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
  ]);
  return new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
}

/** zxcvbn's warnings that mean "this is (nearly) one of the passwords everybody uses". */
const COMMON_WARNINGS = new Set(["topTen", "topHundred", "common", "similarToCommon"]);

/**
 * Null when `password` is strong enough, else why not. `related` are the reader's own words (e-mail, first name):
 * a password made of them is easy to guess for whoever knows the reader.
 */
export async function weakPasswordReason(
  password: string,
  related: readonly string[] = [],
): Promise<WeakPasswordReason | null> {
  estimator ??= buildEstimator();
  const inputs = related.flatMap((word) => [word, ...word.split(/[@.\s_+-]+/)]).filter((word) => word.length >= 3);
  const result = (await estimator).check(password, inputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  return result.feedback.warning && COMMON_WARNINGS.has(result.feedback.warning) ? "common" : "weak";
}
