import { addBookmarkInput, addVocabularyInput, type MarkWordsInput, markWordsInput } from "@bible/api/schemas";
import { findBook } from "@bible/canon";
import { useMemo } from "react";
import { useQueuedWrites } from "@/lib/write-sync";

/** A word added on this device whose write waits for the network (issue 34). */
export type WaitingWord = { key: string; word: string; language: string; note: string };
/** A passage saved on this device whose write waits for the network; `bookId` as the server's (OSIS). */
export type WaitingBookmark = { key: string; bookId: string; chapter: number; verse: number; text: string };

/** Words marked in the reader on this device whose write waits for the network (learning.mark's input). */
type WaitingMark = MarkWordsInput & { key: string };

/** The words added offline on this device, as they will be sent (vocabulary.add's input), oldest first. */
export function useWaitingWords(enabled = true): WaitingWord[] {
  return useQueuedWrites("word", enabled).flatMap((write) => {
    const parsed = addVocabularyInput.safeParse(write.body);
    if (!parsed.success) return [];
    const info = parsed.data.grammaticalInfo;
    const note = [info?.type, info?.translation].filter(Boolean).join(" · ");
    return [{ key: write.key, word: parsed.data.word, language: parsed.data.language, note }];
  });
}

/** The passages saved offline on this device, as they will be sent (library.addBookmark's input), oldest first. */
export function useWaitingBookmarks(enabled = true): WaitingBookmark[] {
  return useQueuedWrites("bookmark", enabled).flatMap((write) => {
    const parsed = addBookmarkInput.safeParse(write.body);
    const book = parsed.success ? findBook(parsed.data.book) : undefined;
    if (!parsed.success || !book) return [];
    const { chapter, verse, text } = parsed.data;
    return [{ key: write.key, bookId: book.osis, chapter, verse, text }];
  });
}

/**
 * The word marks made offline on this device, as they will be sent (learning.mark's input), oldest first; the
 * same array until the queue changes (the reader's colours are painted again when it changes).
 */
export function useWaitingMarks(enabled = true): readonly WaitingMark[] {
  const writes = useQueuedWrites("mark", enabled);
  return useMemo(
    () =>
      writes.flatMap((write) => {
        const parsed = markWordsInput.safeParse(write.body);
        return parsed.success ? [{ ...parsed.data, key: write.key }] : [];
      }),
    [writes],
  );
}
