import { AlertTriangleIcon, RotateCwIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { apiErrorInfo } from "@/lib/errors";

type AvailableVersion = { code: string; name: string };
export type ChapterErrorKind = "versionUnavailable" | "textUnavailable" | "loadError";

function availableVersions(details: Record<string, unknown>): AvailableVersion[] {
  const list = details.availableVersions;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) =>
    typeof item === "object" &&
    item !== null &&
    "code" in item &&
    "name" in item &&
    typeof item.code === "string" &&
    typeof item.name === "string"
      ? [{ code: item.code, name: item.name }]
      : [],
  );
}

/** SPEC §8: which chapter error panel a failed chapter request shows. */
export function chapterErrorKind(error: unknown): ChapterErrorKind {
  const info = apiErrorInfo(error);
  if (
    info.appCode === "VERSION_NOT_AVAILABLE" ||
    /version.*(pas disponible|not available|unavailable)/i.test(info.message)
  ) {
    return "versionUnavailable";
  }
  if (info.appCode === "text_not_available") return "textUnavailable";
  return "loadError";
}

/** SPEC §8 chapter load error panel for a failed chapter request. */
export function ChapterError({ error, version }: { error: unknown; version: string | undefined }) {
  const info = apiErrorInfo(error);
  const kind = chapterErrorKind(error);
  const details = typeof info.details.details === "string" ? info.details.details : undefined;
  return (
    <ChapterErrorPanel
      kind={kind}
      version={version}
      details={kind === "versionUnavailable" ? details : undefined}
      versions={kind === "versionUnavailable" ? availableVersions(info.details) : []}
    />
  );
}

export function ChapterErrorPanel({
  kind,
  version,
  details,
  versions = [],
}: {
  kind: ChapterErrorKind;
  version: string | undefined;
  details?: string;
  versions?: readonly AvailableVersion[];
}) {
  const { t } = useTranslation();
  const title = {
    versionUnavailable: t("chapterError.versionUnavailable.title"),
    textUnavailable: t("chapterError.textUnavailable.title"),
    loadError: t("chapterError.loadError.title"),
  }[kind];
  const text = {
    versionUnavailable: details ?? t("chapterError.versionUnavailable.text", { version: version ?? "" }),
    textUnavailable: t("chapterError.textUnavailable.text"),
    loadError: t("chapterError.loadError.text"),
  }[kind];

  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4"
      data-testid="chapter-error"
    >
      <div className="flex items-center gap-2 font-semibold text-destructive">
        <AlertTriangleIcon className="size-4" aria-hidden="true" />
        {title}
      </div>
      <p className="text-sm">{text}</p>
      {versions.length > 0 ? (
        <div className="text-sm">
          <p className="font-medium">{t("chapterError.availableVersions")}</p>
          <ul className="mt-1 list-inside list-disc text-muted-foreground">
            {versions.map((v) => (
              <li key={v.code}>
                {v.code} - {v.name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {kind === "loadError" ? (
        <Button variant="outline" size="sm" className="self-start" onClick={() => window.location.reload()}>
          <RotateCwIcon aria-hidden="true" />
          {t("chapterError.retry")}
        </Button>
      ) : null}
    </div>
  );
}
