import { lazy, Suspense } from "react";
import { useWordSelectedEvent } from "@/features/word/use-word-selected";

// Loaded on the first double-click: the dialog's code is not needed to show a passage.
const WordDialog = lazy(() => import("@/features/word/word-dialog").then((m) => ({ default: m.WordDialog })));

/** Mounted once in the root layout: any passage's double-click opens the definition dialog. */
export function WordDialogHost() {
  const { selection, clear } = useWordSelectedEvent();
  if (!selection) return null;
  return (
    <Suspense fallback={null}>
      <WordDialog key={selection.id} selection={selection.detail} onClose={clear} />
    </Suspense>
  );
}
