import { Link } from "@tanstack/react-router";
import { WifiOffIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useOnline } from "@/lib/use-online";
import { useQueuedWriteCount } from "@/lib/write-sync";

/**
 * 'Hors ligne' in the header while the browser has no network (issue 34); pressed, it says what still works
 * (the app, the chapters opened on this device, the interface texts), what is kept on the device and sent later
 * (grades, plan days, words, word marks, passages; how many wait), and what needs the network. A plain
 * disclosure: the header's first JavaScript carries no popover library for a badge most readers never see.
 */
export function OfflineBadge() {
  const { t } = useTranslation();
  const online = useOnline();
  const pending = useQueuedWriteCount(!online);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  if (online) return null;
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        className="inline-flex items-center gap-1.5 rounded-full border border-amber-500/50 bg-amber-500/15 px-2 py-1 sm:px-2.5 text-xs font-medium whitespace-nowrap text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        data-testid="offline-badge"
      >
        <WifiOffIcon className="size-3.5" aria-hidden="true" />
        {/* The word from 640 px on; below, the icon (the header is full on a phone) and the word for assistive technology. */}
        <span className="sr-only sm:not-sr-only">{t("offline.badge")}</span>
      </button>
      {open ? (
        <section
          id={panelId}
          aria-label={t("offline.title")}
          className="absolute end-0 top-full z-50 mt-2 w-72 space-y-2 rounded-md border bg-popover p-4 text-sm text-popover-foreground shadow-md"
          data-testid="offline-panel"
        >
          <p className="font-semibold">{t("offline.title")}</p>
          <p>{t("offline.available")}</p>
          <p>{t("sync.keptOffline")}</p>
          {pending > 0 ? (
            <p className="font-medium" data-testid="offline-pending">
              {t("sync.pending", { count: pending })}
            </p>
          ) : null}
          <p className="text-muted-foreground">{t("offline.unavailable")}</p>
          <Link
            to="/hors-ligne"
            className="inline-block font-medium underline underline-offset-2"
            onClick={() => setOpen(false)}
            data-testid="offline-packs-link"
          >
            {t("offline.packsLink")}
          </Link>
        </section>
      ) : null}
    </div>
  );
}
