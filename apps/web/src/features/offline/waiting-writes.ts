import { addBookmarkInput, addVocabularyInput } from "@bible/api/schemas";
import { findBook } from "@bible/canon";
import { useQueuedWrites } from "@/lib/write-sync";

/** A word added on this device whose write waits for the network (issue 34). */
export type WaitingWord = { key: string; word: string; language: string; note: string };
/** A passage saved on this device whose write waits for the network; `bookId` as the server's (OSIS). */
export type WaitingBookmark = { key: string; bookId: string; chapter: number; verse: number; text: string };

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
