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

/**
 * The chapter set from the version packs kept on this device (issue 34), when the network failed: each column
 * whose version is kept reads from its pack, the others say they are not kept here (a load error, which the
 * panel words as such offline). Undefined when no column's version is kept.
 */
async function chapterSetFromPacks(url: string): Promise<ChapterSet | undefined> {
  // Loaded on the first failure only: the reader's first script stays as small as it was.
  const { chapterFromPack, readPack } = await import("@/features/offline/packs");
  const params = new URL(url, window.location.origin).searchParams;
  const book = params.get("book") ?? "";
  const chapter = Number(params.get("chapter"));
  let found = false;
  const columns = await Promise.all(
    params.getAll("versions").map(async (column): Promise<ChapterSet["columns"][number]> => {
      const at = column.indexOf(":");
      const language = column.slice(0, at);
      const version = column.slice(at + 1);
      const pack = await readPack(version).catch(() => undefined);
      const kept = pack ? chapterFromPack(pack, book, chapter) : undefined;
      if (kept) {
        found = true;
        return { status: "ok", chapter: kept };
      }
      return { status: "error", language, version, error: { code: "NOT_FOUND", message: "Not kept on this device" } };
    }),
  );
  return found ? { columns } : undefined;
}

async function fetchChapterSet(url: string): Promise<ChapterSet> {
  let response: Response;
  try {
    response = await (takeEarlyResponse(url) ?? fetch(url, { credentials: "same-origin" }));
  } catch (error) {
    // No network, and the service worker keeps no copy: a downloaded version still reads.
    const fromPacks = await chapterSetFromPacks(url);
    if (fromPacks) return fromPacks;
    throw error;
  }
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
