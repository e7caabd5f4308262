import { describe, expect, it } from "vitest";
import { failedCall, foreignFailure, networkFailure } from "@/test/failed-call";
import { readApiError } from "./errors";

describe("readApiError", () => {
  it("reads the API's error union from a failed call", () => {
    const body = { code: "RATE_LIMITED", message: "Trop de requêtes", retryAfter: 30 } as const;
    expect(readApiError(failedCall(body, 429))).toEqual(body);
  });

  it("falls back to NETWORK when the server was not reached, UNKNOWN for anything it cannot read", () => {
    expect(readApiError(networkFailure())).toEqual({ code: "NETWORK", message: "Failed to fetch" });
    expect(readApiError(foreignFailure("502 Bad Gateway", { html: "<h1>Bad Gateway</h1>" }))).toEqual({
      code: "UNKNOWN",
      message: "502 Bad Gateway",
    });
    expect(readApiError(foreignFailure("x", { error: { code: "SOMETHING_NEW", message: "x" } })).code).toBe("UNKNOWN");
    expect(readApiError(new Error("boom"))).toEqual({ code: "UNKNOWN", message: "boom" });
  });

  it("reads a REST answer's error body, bare or carried by an error's `body`", () => {
    const body = {
      code: "text_not_available",
      message: "Pas encore",
      version: "FRNT",
      book: "Genesis",
      chapter: 1,
    } as const;
    expect(readApiError(body)).toMatchObject(body);
    expect(readApiError(Object.assign(new Error("404"), { body }))).toMatchObject(body);
    expect(readApiError(Object.assign(new Error("502"), { body: "<h1>Bad Gateway</h1>" })).code).toBe("UNKNOWN");
  });
});
