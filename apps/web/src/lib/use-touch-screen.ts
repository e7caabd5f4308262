import { useMediaQuery } from "@/lib/use-media-query";

/**
 * Whether the main pointer is a finger (a phone, a tablet): then a word is looked up with a tap, not a double-click,
 * and the hints say so.
 */
export function useTouchScreen(): boolean {
  return useMediaQuery("(hover: none) and (pointer: coarse)");
}
