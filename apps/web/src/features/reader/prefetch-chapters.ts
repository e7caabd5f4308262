import type { AppRouter } from "@bible/api";
import type { QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCQueryUtils } from "@trpc/react-query";
import { readReaderLanguages } from "./guest-storage";
import { resolvePosition } from "./navigation";
import type { ReaderSearch } from "./reader-search";

let client: ReturnType<typeof createTRPCClient<AppRouter>> | undefined;

/**
 * Starts the chapter requests from the /lire route's loader, while the reader's code is still downloading:
 * the page then renders with the text already in the query cache (same keys as its trpc.useQueries). Only
 * when the URL names the chapter and this device knows the languages and versions; otherwise the page asks
 * once it has decided them.
 */
export function prefetchChapters(queryClient: QueryClient, search: ReaderSearch): void {
  const position = search.book ? resolvePosition(search.book, search.chapter ?? 1) : undefined;
  const stored = readReaderLanguages();
  if (!position || !stored || stored.selectedLanguages.length === 0) return;
  client ??= createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: "/trpc", fetch: (input, init) => fetch(input, { ...init, credentials: "include" }) })],
  });
  const utils = createTRPCQueryUtils({ queryClient, client });
  for (const language of stored.selectedLanguages.slice(0, 3)) {
    const version = stored.languageVersionMap[language];
    if (!version) continue;
    void utils.bible.chapter.prefetch({ book: position.book.english, chapter: position.chapter, language, version });
  }
}
