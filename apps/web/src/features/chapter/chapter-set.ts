import type { QueryClient } from "@tanstack/react-query";
import { findListedBook } from "@/lib/books";
import type { RouterOutputs } from "@/lib/trpc";
import "@/features/reader/early/handoff";
import { type ChapterRef, isRequestable } from "./chapter-input";

/** The reader's columns of one chapter, as GET /api/chapters answers them. */
export type ChapterSet = RouterOutputs["bible"]["chapters"];

/** Why a chapter set could not be had: the API's error body when it answered one, else the network failure. */
export class ChapterSetError extends Error {
  constructor(
    readonly body: unknown,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The one URL of a chapter in the reader's columns: the book by its English name (as /lire's address names it,
 * so the request features/reader/early/boot.ts starts from the address is the same one), `language:version` per
 * column. Undefined when no column can be requested (SPEC §5).
 */
export function chapterSetUrl(refs: readonly ChapterRef[]): string | undefined {
  const requestable = refs.filter(isRequestable);
  const first = requestable[0];
  if (!first) return undefined;
  const book = findListedBook(first.book)?.english ?? String(first.book);
  const params = new URLSearchParams({ book, chapter: String(first.chapter) });
  for (const ref of requestable.slice(0, 3)) params.append("versions", `${ref.language}:${ref.version}`);
  return `/api/chapters?${params}`;
}

function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const early = typeof window === "undefined" ? undefined : window.__earlyChapters;
  if (!early || early.url !== url) return undefined;
  window.__earlyChapters = undefined;
  return early.response;
}

async function fetchChapterSet(url: string): Promise<ChapterSet> {
  const response = await (takeEarlyResponse(url) ?? fetch(url, { credentials: "same-origin" }));
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new ChapterSetError(body, `GET ${url}: ${response.status}`);
  }
  // Our own server's answer to its own schema (bible.chapters' output), served from its memory as it made it.
  const set: ChapterSet = await response.json();
  return set;
}

export function chapterSetQuery(url: string) {
  return { queryKey: ["chapters", url] as const, queryFn: () => fetchChapterSet(url) };
}

/** Starts the reader's request outside React (the /lire loader), under the key `useChapters` reads. */
export function prefetchChapterSet(queryClient: QueryClient, refs: readonly ChapterRef[]): Promise<void> {
  const url = chapterSetUrl(refs);
  return url ? queryClient.prefetchQuery(chapterSetQuery(url)) : Promise.resolve();
}
