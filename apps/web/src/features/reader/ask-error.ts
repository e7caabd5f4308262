import { readApiError } from "@/lib/errors";

/** How a failed question is reported (SPEC §8): off-topic, AI not configured, or any other failure. */
export type AskFailure =
  | { kind: "offTopic" }
  | { kind: "aiNotConfigured"; message: string }
  | { kind: "failed"; message: string };

export function classifyAskError(error: unknown): AskFailure {
  const body = readApiError(error);
  switch (body.code) {
    case "OFF_TOPIC":
      return { kind: "offTopic" };
    case "AI_NOT_CONFIGURED":
      return { kind: "aiNotConfigured", message: body.message };
    default:
      return { kind: "failed", message: body.message };
  }
}
