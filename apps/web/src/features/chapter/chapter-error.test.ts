import { describe, expect, it } from "vitest";
import { failedCall, foreignFailure, networkFailure } from "@/test/failed-call";
import { classifyChapterError } from "./chapter-error";

describe("chapter error panels (SPEC §8), chosen by the API's code", () => {
  it("VERSION_NOT_AVAILABLE: the version the server names and the installed ones", () => {
    const error = failedCall(
      {
        code: "VERSION_NOT_AVAILABLE",
        message: "Cette version n'est pas disponible",
        version: "NIV",
        language: "english",
        details: "La version NIV n'est pas disponible pour cette langue. Veuillez sélectionner une autre version.",
        availableVersions: [
          { code: "KJV", name: "King James Version" },
          { code: "WEB", name: "World English Bible" },
        ],
      },
      404,
    );
    expect(classifyChapterError(error)).toEqual({
      kind: "versionUnavailable",
      version: "NIV",
      availableVersions: [
        { code: "KJV", name: "King James Version" },
        { code: "WEB", name: "World English Bible" },
      ],
    });
  });

  it("text_not_available: the text unavailable panel", () => {
    const error = failedCall(
      { code: "text_not_available", message: "Ce passage…", version: "KJV", book: "Exodus", chapter: 3 },
      404,
    );
    expect(classifyChapterError(error)).toEqual({ kind: "textUnavailable" });
  });

  it("anything else, a network failure included, is a load error", () => {
    const outOfRange = failedCall(
      { code: "CHAPTER_NOT_FOUND", message: "Le livre Genesis compte 50 chapitres", field: "chapter", chapters: 50 },
      404,
    );
    expect(classifyChapterError(outOfRange)).toEqual({ kind: "loadError" });
    expect(classifyChapterError(failedCall({ code: "INTERNAL_SERVER_ERROR", message: "Erreur serveur" }, 500))).toEqual(
      { kind: "loadError" },
    );
    expect(classifyChapterError(networkFailure())).toEqual({ kind: "loadError" });
  });

  it("never reads the message: a text saying the version is unavailable, without the code, is a load error", () => {
    expect(classifyChapterError(foreignFailure("Cette version n'est pas disponible", null))).toEqual({
      kind: "loadError",
    });
    expect(classifyChapterError(new Error("Version not available"))).toEqual({ kind: "loadError" });
  });

  it("does not trust a malformed body: VERSION_NOT_AVAILABLE without its versions is a load error", () => {
    const malformed = foreignFailure("x", { error: { code: "VERSION_NOT_AVAILABLE", message: "x" } });
    expect(classifyChapterError(malformed)).toEqual({ kind: "loadError" });
  });
});
