import { AlertTriangleIcon, RotateCwIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import type { ChapterErrorKind } from "./chapter-error";

type Props = {
  error: ChapterErrorKind;
  /** The column's language name and version, so a reader with several columns knows which one failed. */
  columnLabel: string;
  version: string;
  onSelectVersion(code: string): void;
};

/** SPEC §8 chapter load error panel: version unavailable (with the installed ones), text unavailable, or load error. */
export function ChapterErrorPanel({ error, columnLabel, version, onSelectVersion }: Props) {
  const { t } = useTranslation();
  const title =
    error.kind === "versionUnavailable"
      ? t("chapterError.versionUnavailable.title")
      : error.kind === "textUnavailable"
        ? t("chapterError.textUnavailable.title")
        : t("chapterError.loadError.title");
  const text =
    error.kind === "versionUnavailable"
      ? (error.details ?? t("chapterError.versionUnavailable.text", { version }))
      : error.kind === "textUnavailable"
        ? t("chapterError.textUnavailable.text")
        : t("chapterError.loadError.text");

  return (
    <div
      role="alert"
      className="rounded-lg border border-destructive/40 bg-destructive/5 p-4"
      data-testid="chapter-error"
    >
      <div className="flex gap-3">
        <AlertTriangleIcon className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <div className="min-w-0 flex-1 space-y-2">
          <p className="text-xs font-medium text-muted-foreground">{columnLabel}</p>
          <h3 className="font-semibold">{title}</h3>
          <p className="text-sm text-muted-foreground">{text}</p>
          {error.kind === "versionUnavailable" && error.availableVersions.length > 0 && (
            <div className="space-y-1.5">
              <p className="text-sm font-medium">{t("chapterError.availableVersions")}</p>
              <ul className="flex flex-wrap gap-2">
                {error.availableVersions.map((v) => (
                  <li key={v.code}>
                    <Button variant="outline" size="sm" onClick={() => onSelectVersion(v.code)}>
                      {v.code} - {v.name}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {error.kind === "loadError" && (
            <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
              <RotateCwIcon aria-hidden="true" />
              {t("chapterError.retry")}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
