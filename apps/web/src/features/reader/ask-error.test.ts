import { describe, expect, it } from "vitest";
import { classifyAskError } from "./ask-error";

describe("question failures (SPEC §8)", () => {
  it("reads an off-topic refusal", () => {
    expect(classifyAskError({ message: "Question non pertinente", data: { appCode: "OFF_TOPIC" } })).toEqual({
      kind: "offTopic",
    });
  });

  it("reads a server without AI (503 AI_NOT_CONFIGURED) with its message", () => {
    const message = "L'assistant IA n'est pas configuré sur ce serveur.";
    expect(classifyAskError({ message, data: { appCode: "AI_NOT_CONFIGURED", httpStatus: 503 } })).toEqual({
      kind: "aiNotConfigured",
      message,
    });
  });

  it("keeps the server's message for any other failure", () => {
    expect(classifyAskError({ message: "Trop de requêtes", data: { appCode: "TOO_MANY_REQUESTS" } })).toEqual({
      kind: "failed",
      message: "Trop de requêtes",
    });
    expect(classifyAskError({ message: "Failed to fetch", data: null })).toEqual({
      kind: "failed",
      message: "Failed to fetch",
    });
  });
});
