import { useEffect, useRef } from "react";
import { writeLastReading } from "@/features/plan/last-reading";
import { trpc } from "@/lib/trpc";

type Recorded = { book: string; chapter: number; verses: string; verseStart: number; day: number };

/**
 * SPEC §4: once the passage has loaded, a signed-in reading is saved as a history entry and as the last
 * position; a guest's is kept locally only.
 */
export function useRecordReading(params: {
  reading: Recorded | undefined;
  language: string;
  version: string | undefined;
  loaded: boolean;
  signedIn: boolean;
}) {
  const { reading, language, version, loaded, signedIn } = params;
  const addHistory = trpc.preferences.addHistory.useMutation();
  const update = trpc.preferences.update.useMutation();
  const recorded = useRef<string | null>(null);

  useEffect(() => {
    if (!reading || !version || !loaded) return;
    const key = `${signedIn}:${reading.day}:${language}:${version}`;
    if (recorded.current === key) return;
    recorded.current = key;
    if (!signedIn) {
      writeLastReading({ book: reading.book, chapter: reading.chapter, verses: reading.verses, day: reading.day });
      return;
    }
    addHistory.mutate({ book: reading.book, chapter: reading.chapter, verses: reading.verses, language, version });
    update.mutate({ lastBook: reading.book, lastChapter: reading.chapter, lastVerse: reading.verseStart });
  }, [reading, language, version, loaded, signedIn, addHistory.mutate, update.mutate]);
}
