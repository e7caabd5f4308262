/** What the chapter error panel shows (SPEC §8), read from a failed chapter request. */
export type ChapterErrorKind =
  | { kind: "versionUnavailable"; details: string | undefined; availableVersions: { code: string; name: string }[] }
  | { kind: "textUnavailable" }
  | { kind: "loadError" };

type ErrorLike = { message: string; data?: { appCode?: unknown; details?: unknown } | null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function versionList(value: unknown): { code: string; name: string }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) =>
    isRecord(item) && typeof item.code === "string" && typeof item.name === "string"
      ? [{ code: item.code, name: item.name }]
      : [],
  );
}

const VERSION_UNAVAILABLE_MESSAGE = /version.*(n'est pas disponible|not available|unavailable)/i;

export function classifyChapterError(error: ErrorLike): ChapterErrorKind {
  const code = error.data?.appCode;
  const details = isRecord(error.data?.details) ? error.data.details : {};
  if (code === "VERSION_NOT_AVAILABLE" || VERSION_UNAVAILABLE_MESSAGE.test(error.message)) {
    return {
      kind: "versionUnavailable",
      details: typeof details.details === "string" ? details.details : undefined,
      availableVersions: versionList(details.availableVersions),
    };
  }
  if (code === "text_not_available") return { kind: "textUnavailable" };
  return { kind: "loadError" };
}
