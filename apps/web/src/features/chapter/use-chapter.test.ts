import { describe, expect, it } from "vitest";
import { failedCall } from "@/test/failed-call";
import { chapterView } from "./use-chapter";

describe("chapterView", () => {
  const verses = [{ verse: 1, text: "Au commencement, Dieu créa les cieux et la terre." }];

  it("shows the verses once they are loaded, and waits before", () => {
    expect(chapterView({ data: { verses }, error: null }, "LSG")).toEqual({ status: "success", verses });
    expect(chapterView({ data: undefined, error: null }, "LSG")).toEqual({ status: "pending" });
    expect(chapterView(undefined, "LSG")).toEqual({ status: "pending" });
  });

  it("says the version is unavailable when there is none to read, without asking the server", () => {
    expect(chapterView(undefined, "")).toEqual({
      status: "error",
      problem: { kind: "versionUnavailable", version: undefined, availableVersions: [] },
    });
  });

  it("classifies a failed request by its code", () => {
    const error = failedCall(
      { code: "text_not_available", message: "…", version: "LSG", book: "Ruth", chapter: 4 },
      404,
    );
    expect(chapterView({ data: undefined, error }, "LSG")).toEqual({
      status: "error",
      problem: { kind: "textUnavailable" },
    });
  });
});
