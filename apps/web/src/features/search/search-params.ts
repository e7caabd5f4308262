import { findBook } from "@bible/canon";

/** The /recherche search params: `?q=amour&page=2&testament=NT&book=John&version=LSG`, so a search can be linked. */
export type SearchParams = { q: string; page?: number; testament?: "OT" | "NT"; book?: string; version?: string };

/** TanStack Router's validateSearch for /recherche: unknown or malformed filters are dropped. */
export function parseSearchParams(search: Record<string, unknown>): SearchParams {
  const q = typeof search.q === "string" || typeof search.q === "number" ? String(search.q).slice(0, 200) : "";
  const params: SearchParams = { q };
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 500) params.page = page;
  if (search.testament === "OT" || search.testament === "NT") params.testament = search.testament;
  const book = typeof search.book === "string" ? findBook(search.book) : undefined;
  if (book) params.book = book.english;
  if (typeof search.version === "string" && /^[A-Za-z0-9_-]{1,32}$/.test(search.version)) {
    params.version = search.version;
  }
  return params;
}

/** A verse's text cut into plain and matched parts, from the [start, end) ranges the API marks. */
export function highlightParts(text: string, ranges: readonly (readonly [number, number])[]) {
  const parts: { text: string; match: boolean }[] = [];
  let at = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) parts.push({ text: text.slice(at, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}
