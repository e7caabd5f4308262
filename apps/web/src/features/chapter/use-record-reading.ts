import { useEffect, useRef } from "react";
import { useSession } from "@/lib/session";
import { trpc } from "@/lib/trpc";
import { writeLastReading } from "./last-reading";

/** A passage whose text is on screen: what was read, in which language and version, and the plan day if any. */
export type LoadedReading = {
  book: string;
  chapter: number;
  verses: string;
  language: string;
  version: string;
  day?: number;
};

/**
 * SPEC §4 'recording a reading', for every screen that shows one: pass the reading once its passage has
 * loaded (undefined before). Signed in, it is saved as a history entry, which also moves lastBook,
 * lastChapter and lastVerse (the range's first verse) on the server; a guest's is kept locally only
 * (`lastReading`). Each passage is recorded once, whatever re-renders or version changes follow.
 */
export function useRecordReading(reading: LoadedReading | undefined): void {
  const { signedIn, isLoading } = useSession();
  const utils = trpc.useUtils();
  // react-query keeps `mutate` stable across renders, so it can sit in the effect's dependencies.
  const { mutate: addHistory } = trpc.preferences.addHistory.useMutation({
    // The cached preferences now hold an old position: the next screen that needs them asks again.
    onSuccess: () => utils.preferences.get.invalidate(undefined, { refetchType: "none" }),
  });
  const recorded = useRef<string | null>(null);
  const { book, chapter, verses, language, version, day } = reading ?? {};

  useEffect(() => {
    if (isLoading || !book || !chapter || verses === undefined || !language || !version) return;
    const key = `${signedIn}|${book}|${chapter}|${day ?? ""}`;
    if (recorded.current === key) return;
    recorded.current = key;
    if (signedIn) addHistory({ book, chapter, verses, language, version });
    else writeLastReading({ book, chapter, verses, day });
  }, [isLoading, signedIn, book, chapter, verses, language, version, day, addHistory]);
}
