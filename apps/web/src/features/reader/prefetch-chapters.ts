import type { QueryClient } from "@tanstack/react-query";
import { prefetchChapterSet } from "@/features/chapter/chapter-set";
import { readReaderLanguages } from "./guest-storage";
import { resolvePosition } from "./navigation";
import type { ReaderSearch } from "./reader-search";

/**
 * Starts the reader's chapter request from the /lire route's loader, while the reader's code is still
 * downloading: the page then renders with the columns already in the query cache (the chapter module's
 * key). Only when the URL names the chapter and this device knows the languages and versions; otherwise
 * the page asks once it has decided them.
 */
export function prefetchChapters(queryClient: QueryClient, search: ReaderSearch): void {
  const position = search.book ? resolvePosition(search.book, search.chapter ?? 1) : undefined;
  const stored = readReaderLanguages();
  if (!position || !stored || stored.selectedLanguages.length === 0) return;
  const refs = stored.selectedLanguages.slice(0, 3).map((language) => ({
    book: position.book.osis,
    chapter: position.chapter,
    language,
    version: stored.languageVersionMap[language] ?? "",
  }));
  void prefetchChapterSet(queryClient, refs);
}
