import { findListedBook } from "@/lib/books";
import type { RouterInputs, TrpcUtils } from "@/lib/trpc";

export type ChapterInput = RouterInputs["bible"]["chapter"];

/** A chapter as a screen names it: the book by OSIS id, English name or number 1-66, and the version to read. */
export type ChapterRef = { book: string | number; chapter: number; language: string; version: string };

/**
 * The one form of every chapter request: the book as its OSIS id. Whoever asks (the plan, the reader, a
 * prefetch), the same chapter is one query-cache entry and one URL for the HTTP cache.
 */
export function chapterInput(ref: ChapterRef): ChapterInput {
  const book = findListedBook(ref.book);
  return { book: book?.osis ?? String(ref.book), chapter: ref.chapter, language: ref.language, version: ref.version };
}

/** SPEC §5: a passage is requested only with a book, a chapter > 0 and a version. */
export function isRequestable(ref: ChapterRef | undefined): ref is ChapterRef {
  return ref !== undefined && ref.book !== "" && ref.chapter > 0 && ref.version !== "";
}

/** Starts a chapter request outside React (route loaders), under the same cache key as the hooks. */
export function prefetchChapter(utils: TrpcUtils, ref: ChapterRef): Promise<void> {
  return isRequestable(ref) ? utils.bible.chapter.prefetch(chapterInput(ref)) : Promise.resolve();
}
