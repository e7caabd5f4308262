import { readApiError } from "@/lib/errors";

/** Which chapter error panel a failed chapter shows (SPEC §8). */
export type ChapterProblem =
  | {
      kind: "versionUnavailable";
      /** The version the server says it does not have, when it answered. */
      version: string | undefined;
      availableVersions: readonly { code: string; name: string }[];
    }
  | { kind: "textUnavailable" }
  | { kind: "loadError" };

/** The language has no version to read (none installed or none chosen): no request was made. */
export const NO_VERSION: ChapterProblem = { kind: "versionUnavailable", version: undefined, availableVersions: [] };

/** Switches on the API's error code; anything else, a network failure included, is a load error. */
export function classifyChapterError(error: unknown): ChapterProblem {
  const body = readApiError(error);
  switch (body.code) {
    case "VERSION_NOT_AVAILABLE":
      return { kind: "versionUnavailable", version: body.version, availableVersions: body.availableVersions };
    case "text_not_available":
      return { kind: "textUnavailable" };
    default:
      return { kind: "loadError" };
  }
}
