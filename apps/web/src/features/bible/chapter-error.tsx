import { AlertTriangleIcon, RotateCwIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { apiErrorInfo } from "@/lib/errors";

type AvailableVersion = { code: string; name: string };

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

/** SPEC §8 chapter load error panel. */
export function ChapterError({ error, version }: { error: unknown; version: string | undefined }) {
  const { t } = useTranslation();
  const info = apiErrorInfo(error);
  const unavailable = info.appCode === "VERSION_NOT_AVAILABLE" || /version.*(pas|not) disponible/i.test(info.message);
  const notYet = info.appCode === "text_not_available";
  const versions = unavailable ? availableVersions(info.details) : [];
  const detailsText = typeof info.details.details === "string" ? info.details.details : undefined;

  const title = unavailable
    ? t("chapterError.versionUnavailable.title")
    : notYet
      ? t("chapterError.textUnavailable.title")
      : t("chapterError.loadError.title");
  const text = unavailable
    ? (detailsText ?? t("chapterError.versionUnavailable.text", { version: version ?? "" }))
    : notYet
      ? t("chapterError.textUnavailable.text")
      : t("chapterError.loadError.text");

  return (
    <div role="alert" className="flex flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4">
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
      {unavailable || notYet ? null : (
        <Button variant="outline" size="sm" className="self-start" onClick={() => window.location.reload()}>
          <RotateCwIcon aria-hidden="true" />
          {t("chapterError.retry")}
        </Button>
      )}
    </div>
  );
}
