/** How a failed question is reported (SPEC §8): off-topic, AI not configured, or any other failure. */
export type AskFailure =
  | { kind: "offTopic" }
  | { kind: "aiNotConfigured"; message: string }
  | { kind: "failed"; message: string };

type ErrorLike = { message: string; data?: { appCode?: unknown; httpStatus?: unknown } | null };

export function classifyAskError(error: ErrorLike): AskFailure {
  const code = error.data?.appCode;
  if (code === "OFF_TOPIC") return { kind: "offTopic" };
  if (code === "AI_NOT_CONFIGURED") return { kind: "aiNotConfigured", message: error.message };
  return { kind: "failed", message: error.message };
}
