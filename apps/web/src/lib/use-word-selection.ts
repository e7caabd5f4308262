import { type RefObject, useEffect } from "react";
import { attachWordSelection } from "@/lib/word-selection";

/** Attaches the passage's single double-click listener to the element behind `ref`. */
export function useWordSelection(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return attachWordSelection(element);
  }, [ref]);
}
