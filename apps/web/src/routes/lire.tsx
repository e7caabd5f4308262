import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import type { ReaderPosition } from "@/features/reader/navigation";
import { prefetchChapters } from "@/features/reader/prefetch-chapters";
import { ReaderPage } from "@/features/reader/reader-page";
import { parseReaderSearch } from "@/features/reader/reader-search";
import { useScrollToVerse } from "@/features/reader/use-scroll-to-verse";

export const Route = createFileRoute("/lire")({
  validateSearch: parseReaderSearch,
  loaderDeps: ({ search }) => search,
  // Not awaited: the page renders at once and finds the chapters in the cache when they arrive.
  loader: ({ context, deps }) => prefetchChapters(context.queryClient, deps),
  component: ReaderRoute,
});

function ReaderRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  useScrollToVerse(search.book, search.chapter, search.verse);
  const go = useCallback(
    (position: ReaderPosition, options?: { replace?: boolean }) =>
      navigate({ search: { book: position.book.english, chapter: position.chapter }, replace: options?.replace }),
    [navigate],
  );
  return <ReaderPage search={search} go={go} />;
}
