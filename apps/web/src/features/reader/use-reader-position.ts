import { useEffect, useMemo } from "react";
import { readLastReading } from "@/features/chapter/last-reading";
import { useSession } from "@/lib/session";
import { trpc } from "@/lib/trpc";
import { FIRST_POSITION, type ReaderPosition, resolvePosition } from "./navigation";
import type { ReaderSearch } from "./reader-search";

/**
 * Where the reader is: the URL's book and chapter when given, else the saved position (preferences when
 * signed in, `lastReading` for a guest), else Genesis 1. A saved position is written into the URL
 * (replacing the entry) so the address always names the chapter on screen.
 */
export function useReaderPosition(
  search: ReaderSearch,
  go: (position: ReaderPosition, options?: { replace?: boolean }) => void,
): ReaderPosition | undefined {
  const { signedIn, isLoading: sessionLoading } = useSession();
  const fromUrl = search.book ? resolvePosition(search.book, search.chapter ?? 1) : undefined;
  const preferences = trpc.preferences.get.useQuery({}, { enabled: signedIn && !fromUrl });

  let saved: ReaderPosition | undefined;
  let waiting = false;
  if (!fromUrl) {
    if (sessionLoading || (signedIn && preferences.isLoading)) waiting = true;
    else if (signedIn) saved = resolvePosition(preferences.data?.lastBook, preferences.data?.lastChapter);
    else {
      const last = readLastReading();
      saved = last ? resolvePosition(last.book, last.chapter) : undefined;
    }
  }
  const found = fromUrl ?? (waiting ? undefined : (saved ?? FIRST_POSITION));
  // One object per book and chapter, so the effect below runs once per position, not once per render.
  const bookName = found?.book.english;
  const chapter = found?.chapter;
  const target = useMemo(() => (bookName ? resolvePosition(bookName, chapter) : undefined), [bookName, chapter]);
  const urlComplete = fromUrl !== undefined && search.chapter !== undefined;

  useEffect(() => {
    if (target && !urlComplete) go(target, { replace: true });
  }, [target, urlComplete, go]);

  return target;
}
