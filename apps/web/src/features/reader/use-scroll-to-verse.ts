import { useEffect, useRef } from "react";

const HIGHLIGHT = ["bg-primary/10", "ring-2", "ring-primary/40", "rounded"];
const WAIT_MS = 8000;

/**
 * Brings the verse a search result or a typed reference named into view once its chapter is on screen, and
 * marks it for a few seconds. The search goes on if the reader rewrites its URL without the verse meanwhile; it
 * gives up after a few seconds if the chapter never shows (no text in that version).
 */
export function useScrollToVerse(book: string | undefined, chapter: number | undefined, verse: number | undefined) {
  const frame = useRef(0);
  useEffect(() => {
    if (verse === undefined) return;
    cancelAnimationFrame(frame.current);
    const deadline = performance.now() + WAIT_MS;
    const find = () => {
      const element = document.querySelector<HTMLElement>(`main [data-verse="${verse}"]`);
      if (!element) {
        if (performance.now() < deadline) frame.current = requestAnimationFrame(find);
        return;
      }
      element.scrollIntoView({ block: "center" });
      element.classList.add(...HIGHLIGHT);
      element.dataset.targetVerse = "true";
      setTimeout(() => {
        element.classList.remove(...HIGHLIGHT);
        delete element.dataset.targetVerse;
      }, 4000);
    };
    frame.current = requestAnimationFrame(find);
  }, [book, chapter, verse]);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
}
