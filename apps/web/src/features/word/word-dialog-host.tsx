import { lazy, Suspense, useEffect } from "react";
import { useWordSelectedEvent } from "@/features/word/use-word-selected";

// Not needed to show a passage: loaded once the page is idle, so the first double-click does not wait for it.
const loadWordDialog = () => import("@/features/word/word-dialog");
const WordDialog = lazy(() => loadWordDialog().then((m) => ({ default: m.WordDialog })));
/** How long the page may stay busy before the dialog's code is loaded anyway. */
const PRELOAD_TIMEOUT_MS = 5_000;

/** Mounted once in the root layout: any passage's double-click opens the definition dialog. */
export function WordDialogHost() {
  const { selection, clear } = useWordSelectedEvent();
  useEffect(() => {
    const preload = () => void loadWordDialog().catch(() => undefined);
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(preload, { timeout: PRELOAD_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(preload, PRELOAD_TIMEOUT_MS);
    return () => clearTimeout(id);
  }, []);
  if (!selection) return null;
  return (
    <Suspense fallback={null}>
      <WordDialog key={selection.id} selection={selection.detail} onClose={clear} />
    </Suspense>
  );
}
