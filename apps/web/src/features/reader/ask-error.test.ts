import { describe, expect, it } from "vitest";
import { failedCall, networkFailure } from "@/test/failed-call";
import { classifyAskError } from "./ask-error";

describe("question failures (SPEC §8), by the API's code", () => {
  it("reads an off-topic refusal", () => {
    expect(classifyAskError(failedCall({ code: "OFF_TOPIC", message: "Question non pertinente" }, 422))).toEqual({
      kind: "offTopic",
    });
  });

  it("reads a server without AI (503 AI_NOT_CONFIGURED) with its message", () => {
    const message = "L'assistant IA n'est pas configuré sur ce serveur.";
    expect(classifyAskError(failedCall({ code: "AI_NOT_CONFIGURED", message }, 503))).toEqual({
      kind: "aiNotConfigured",
      message,
    });
  });

  it("keeps the server's message for any other failure", () => {
    const limited = failedCall({ code: "RATE_LIMITED", message: "Trop de requêtes", retryAfter: 12 }, 429);
    expect(classifyAskError(limited)).toEqual({ kind: "failed", message: "Trop de requêtes" });
    expect(classifyAskError(networkFailure())).toEqual({ kind: "failed", message: "Failed to fetch" });
  });
});
