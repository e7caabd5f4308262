/**
 * The first `max` characters of a text, with an ellipsis when it was cut. Counts code points so
 * a cut never splits a surrogate pair (CJK extensions, emoji).
 */
export function preview(text: string, max = 80): string {
  const trimmed = text.trim();
  const characters = Array.from(trimmed);
  if (characters.length <= max) return trimmed;
  return `${characters.slice(0, max).join("").trimEnd()}…`;
}
