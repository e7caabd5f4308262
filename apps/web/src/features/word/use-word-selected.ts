import { useCallback, useEffect, useState } from "react";
import { WORD_SELECTED_EVENT, type WordSelectedDetail } from "@/lib/word-selection";

/** The latest `wordSelected` window event, raised by any passage's double-click listener. */
export function useWordSelectedEvent() {
  const [selection, setSelection] = useState<{ id: number; detail: WordSelectedDetail } | null>(null);
  useEffect(() => {
    let id = 0;
    const onSelected = (event: CustomEvent<WordSelectedDetail>) => {
      id += 1;
      setSelection({ id, detail: event.detail });
    };
    window.addEventListener(WORD_SELECTED_EVENT, onSelected);
    return () => window.removeEventListener(WORD_SELECTED_EVENT, onSelected);
  }, []);
  const clear = useCallback(() => setSelection(null), []);
  return { selection, clear };
}
