import { prefetchChapter } from "@/features/chapter/chapter-input";
import type { TrpcUtils } from "@/lib/trpc";
import { readReaderLanguages } from "./guest-storage";
import { resolvePosition } from "./navigation";
import type { ReaderSearch } from "./reader-search";

/**
 * Starts the chapter requests from the /lire route's loader, while the reader's code is still downloading:
 * the page then renders with the text already in the query cache (the chapter module's keys). Only when
 * the URL names the chapter and this device knows the languages and versions; otherwise the page asks
 * once it has decided them.
 */
export function prefetchChapters(utils: TrpcUtils, search: ReaderSearch): void {
  const position = search.book ? resolvePosition(search.book, search.chapter ?? 1) : undefined;
  const stored = readReaderLanguages();
  if (!position || !stored || stored.selectedLanguages.length === 0) return;
  for (const language of stored.selectedLanguages.slice(0, 3)) {
    const version = stored.languageVersionMap[language] ?? "";
    void prefetchChapter(utils, { book: position.book.osis, chapter: position.chapter, language, version });
  }
}
