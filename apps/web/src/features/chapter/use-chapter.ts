import { skipToken, useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { type RouterOutputs, trpc } from "@/lib/trpc";
import { type ChapterProblem, classifyChapterError, NO_VERSION } from "./chapter-error";
import { type ChapterRef, chapterInput, isRequestable } from "./chapter-input";
import { chapterSetQuery, chapterSetUrl } from "./chapter-set";

export type Chapter = RouterOutputs["bible"]["chapter"];
export type ChapterVerse = Chapter["verses"][number];

/** What a screen shows for one chapter in one version. */
export type ChapterView =
  | { status: "pending" }
  | { status: "error"; problem: ChapterProblem }
  | { status: "success"; verses: readonly ChapterVerse[] };

/**
 * One chapter in one version, optionally cut to a verse range (a plan day's passage). Nothing is requested
 * until the reference is complete; the range only filters what the shared cache entry holds.
 */
export function useChapter(ref: ChapterRef | undefined, range?: { start: number; end: number }) {
  const start = range?.start;
  const end = range?.end;
  const select = useCallback(
    (data: Chapter): Chapter =>
      start === undefined || end === undefined
        ? data
        : { ...data, verses: data.verses.filter((v) => v.verse >= start && v.verse <= end) },
    [start, end],
  );
  return trpc.bible.chapter.useQuery(isRequestable(ref) ? chapterInput(ref) : skipToken, { select });
}

/** One column of the reader as `chapterView` reads it. */
export type ColumnQuery = { data?: Chapter; error: unknown };

/**
 * The same chapter in several versions at once (the reader's columns), in the order given: ONE request
 * (GET /api/chapters, which the server answers from memory), each column its text or its own error.
 */
export function useChapters(refs: readonly ChapterRef[]): ColumnQuery[] {
  const url = chapterSetUrl(refs);
  const query = useQuery({ ...chapterSetQuery(url ?? ""), enabled: url !== undefined });
  let next = 0;
  return refs.map((ref): ColumnQuery => {
    if (!isRequestable(ref) || next >= 3) return { error: undefined };
    const column = query.data?.columns[next];
    next += 1;
    if (query.error) return { error: query.error };
    if (!column) return { error: undefined };
    return column.status === "ok" ? { data: column.chapter, error: undefined } : { error: column.error };
  });
}

/** A chapter query as the screen shows it; without a version there is nothing to load and the panel says so. */
export function chapterView(
  query: { data?: { verses: readonly ChapterVerse[] } | undefined; error: unknown } | undefined,
  version: string | undefined,
): ChapterView {
  if (!version) return { status: "error", problem: NO_VERSION };
  if (query?.data) return { status: "success", verses: query.data.verses };
  if (query?.error) return { status: "error", problem: classifyChapterError(query.error) };
  return { status: "pending" };
}
