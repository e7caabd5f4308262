import { type RefObject, useEffect, useState } from "react";

/**
 * Becomes true once the element comes near the viewport while `active`, and stays true (at once where there
 * is no IntersectionObserver). Inactive, nothing is watched: content above may still be loading and move it.
 */
export function useInView(ref: RefObject<Element | null>, active = true, rootMargin = "200px"): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !active || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, active, rootMargin, seen]);
  return seen;
}
