import { AlertTriangleIcon, RotateCwIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useOnline } from "@/lib/use-online";
import type { ChapterProblem } from "./chapter-error";

type Props = {
  problem: ChapterProblem;
  /** The version the screen asked for, named when the server did not name one. */
  version: string;
  /** Which text failed, where a screen shows several (the reader's language and version). */
  label?: string;
  /** Makes each installed version a button that switches to it; without it they are listed. */
  onSelectVersion?(code: string): void;
};

/**
 * SPEC §8 chapter load error panel: 'Version non disponible' (with the installed versions), 'Texte non
 * disponible', or 'Erreur de chargement' with a 'Réessayer' button that reloads the page.
 */
export function ChapterErrorPanel({ problem, version, label, onSelectVersion }: Props) {
  const { t } = useTranslation();
  // Offline, a chapter that failed to load is one this device did not keep (the service worker answers the others).
  const offline = !useOnline() && problem.kind === "loadError";
  const title = offline
    ? t("offline.title")
    : problem.kind === "versionUnavailable"
      ? t("chapterError.versionUnavailable.title")
      : problem.kind === "textUnavailable"
        ? t("chapterError.textUnavailable.title")
        : t("chapterError.loadError.title");
  const text = offline
    ? t("offline.chapterNotKept")
    : problem.kind === "versionUnavailable"
      ? t("chapterError.versionUnavailable.text", { version: problem.version ?? version })
      : problem.kind === "textUnavailable"
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
          {label && <p className="text-xs font-medium text-muted-foreground">{label}</p>}
          <h3 className="font-semibold">{title}</h3>
          <p className="text-sm text-muted-foreground">{text}</p>
          {problem.kind === "versionUnavailable" && problem.availableVersions.length > 0 && (
            <div className="space-y-1.5">
              <p className="text-sm font-medium">{t("chapterError.availableVersions")}</p>
              <ul className={onSelectVersion ? "flex flex-wrap gap-2" : "list-inside list-disc text-sm"}>
                {problem.availableVersions.map((v) => (
                  <li key={v.code}>
                    {onSelectVersion ? (
                      <Button variant="outline" size="sm" onClick={() => onSelectVersion(v.code)}>
                        {v.code} - {v.name}
                      </Button>
                    ) : (
                      `${v.code} - ${v.name}`
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {problem.kind === "loadError" && (
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
