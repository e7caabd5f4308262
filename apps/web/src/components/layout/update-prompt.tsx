import { RefreshCwIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { applyUpdate, postponeUpdate, useUpdateWaiting } from "@/lib/service-worker";

/**
 * 'Une nouvelle version est disponible': the service worker installed a new build in the background
 * (lib/service-worker.ts); it takes over when the reader chooses 'Recharger', never in the middle of a reading.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  if (!useUpdateWaiting()) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-lg border bg-card p-4 text-sm text-card-foreground shadow-lg"
      data-testid="update-prompt"
    >
      <p className="min-w-0 flex-1">{t("update.available")}</p>
      <div className="flex gap-2">
        <Button variant="ghost" size="sm" onClick={postponeUpdate}>
          {t("update.later")}
        </Button>
        <Button size="sm" onClick={applyUpdate}>
          <RefreshCwIcon aria-hidden="true" />
          {t("update.reload")}
        </Button>
      </div>
    </div>
  );
}
