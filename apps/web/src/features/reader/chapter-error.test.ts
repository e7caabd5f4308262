import { describe, expect, it } from "vitest";
import { classifyChapterError } from "./chapter-error";

describe("chapter error panel kinds (SPEC §8)", () => {
  it("reads VERSION_NOT_AVAILABLE with its details and available versions", () => {
    const kind = classifyChapterError({
      message: "Cette version n'est pas disponible",
      data: {
        appCode: "VERSION_NOT_AVAILABLE",
        details: {
          details: "La version NIV n'est pas disponible pour cette langue.",
          availableVersions: [{ code: "KJV", name: "King James Version" }, { bad: true }],
        },
      },
    });
    expect(kind).toEqual({
      kind: "versionUnavailable",
      details: "La version NIV n'est pas disponible pour cette langue.",
      availableVersions: [{ code: "KJV", name: "King James Version" }],
    });
  });

  it("recognises a message saying the version is unavailable without a code", () => {
    expect(classifyChapterError({ message: "Version not available" }).kind).toBe("versionUnavailable");
  });

  it("reads text_not_available, and anything else as a load error", () => {
    expect(classifyChapterError({ message: "x", data: { appCode: "text_not_available" } })).toEqual({
      kind: "textUnavailable",
    });
    expect(classifyChapterError({ message: "Failed to fetch", data: null })).toEqual({ kind: "loadError" });
  });
});
