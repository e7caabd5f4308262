import { useEffect, useRef } from "react";
import { useSession } from "@/lib/session";
import { trpc } from "@/lib/trpc";
import { writeLastReading } from "./guest-storage";
import type { ReaderPosition } from "./navigation";

type LoadedChapter = { language: string; version: string; lastVerse: number };

/**
 * SPEC §4: once the passage has loaded, a signed-in reading is recorded in the verse history (which also
 * moves lastBook/lastChapter/lastVerse on the server); a guest's last reading is kept locally.
 * Each position is recorded once, whatever re-renders or column changes follow.
 */
export function useRecordReading(position: ReaderPosition | undefined, loaded: LoadedChapter | undefined): void {
  const { signedIn, isLoading } = useSession();
  // react-query keeps `mutate` stable across renders, so it can sit in the effect's dependencies.
  const { mutate: addHistory } = trpc.preferences.addHistory.useMutation();
  const recorded = useRef<string | null>(null);
  const book = position?.book.english;
  const chapter = position?.chapter;
  const language = loaded?.language;
  const version = loaded?.version;
  const lastVerse = loaded?.lastVerse;

  useEffect(() => {
    if (isLoading || !book || !chapter || !language || !version || !lastVerse) return;
    const key = `${book}|${chapter}`;
    if (recorded.current === key) return;
    recorded.current = key;
    const verses = lastVerse > 1 ? `1-${lastVerse}` : "1";
    if (signedIn) addHistory({ book, chapter, verses, language, version });
    else writeLastReading({ book, chapter, verses });
  }, [isLoading, signedIn, book, chapter, language, version, lastVerse, addHistory]);
}
