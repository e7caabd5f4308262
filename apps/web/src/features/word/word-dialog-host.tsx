import { type ComponentType, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useWordSelectedEvent } from "@/features/word/use-word-selected";
import { toast } from "@/lib/toast";

type WordDialogComponent = typeof import("@/features/word/word-dialog").WordDialog;

// Not needed to show a passage: loaded once the page is idle, or at the first double-click if that comes first.
let loading: Promise<WordDialogComponent> | undefined;
const loadWordDialog = () => {
  loading ??= import("@/features/word/word-dialog").then((m) => m.WordDialog);
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
};
/** How long the page may stay busy before the dialog's code is loaded anyway. */
const PRELOAD_TIMEOUT_MS = 5_000;

/**
 * Mounted once in the root layout: any passage's double-click opens the definition dialog. Its code is held in
 * state once loaded, not behind React.lazy and Suspense: a boundary that suspended shows its content no sooner than
 * 300 ms after its fallback (React's reveal throttle), which the first double-click of every page waited for.
 */
export function WordDialogHost() {
  const { t } = useTranslation();
  const { selection, clear } = useWordSelectedEvent();
  const [WordDialog, setWordDialog] = useState<ComponentType<Parameters<WordDialogComponent>[0]> | null>(null);
  const needed = selection !== null;
  useEffect(() => {
    if (WordDialog) return;
    let live = true;
    const load = () =>
      loadWordDialog().then((component) => {
        if (live) setWordDialog(() => component);
      });
    if (needed) {
      // Asked for and not loadable (offline, before this version of the app was kept): said, not left silent.
      load().catch(() => {
        if (!live) return;
        toast({ variant: "destructive", title: t("toast.error.title"), description: t("errors.definitionFailed") });
        clear();
      });
      return () => {
        live = false;
      };
    }
    const idle = typeof requestIdleCallback === "function";
    const preload = () => void load().catch(() => undefined);
    const id = idle
      ? requestIdleCallback(preload, { timeout: PRELOAD_TIMEOUT_MS })
      : window.setTimeout(preload, PRELOAD_TIMEOUT_MS);
    return () => {
      live = false;
      if (idle) cancelIdleCallback(id);
      else clearTimeout(id);
    };
  }, [WordDialog, needed, clear, t]);
  if (!selection || !WordDialog) return null;
  return <WordDialog key={selection.id} selection={selection.detail} onClose={clear} />;
}
