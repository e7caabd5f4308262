import { z } from "zod";
import {
  bookRef,
  chapterNumber,
  idempotencyKey,
  isoDate,
  languageRef,
  recordId,
  text,
  userId,
  verseNumber,
} from "./common";

export const addBookmarkInput = z.object({
  userId: userId.optional(),
  idempotencyKey,
  book: bookRef,
  chapter: chapterNumber,
  verse: verseNumber.default(1),
  text: text().trim().min(1).max(5000),
  language: languageRef,
});

export const userScopedInput = z.object({ userId });
export const bookmarksInput = z.object({ userId: userId.optional() });
export const removeBookmarkInput = z.object({ userId, bookmarkId: recordId });

export const bookmarkSchema = z.object({
  id: z.number().int(),
  book: z.string(),
  bookId: z.string(),
  chapter: z.number().int(),
  verse: z.number().int(),
  text: z.string(),
  language: z.string(),
  addedAt: isoDate,
});

export const qaHistoryInput = z.object({ book: bookRef, chapter: chapterNumber });

export const qaHistoryEntrySchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  language: z.string(),
  isSaved: z.boolean(),
  createdAt: isoDate,
});

export const qaIdInput = z.object({ id: recordId });
export const userQaInput = z.object({ userId, qaId: recordId });

export const savedQaSchema = z.object({
  id: z.number().int(),
  book: z.string(),
  bookId: z.string(),
  chapter: z.number().int(),
  question: z.string(),
  answer: z.string(),
  savedAt: isoDate,
});

export const qaSaveResultSchema = z.object({ id: z.number().int(), isSaved: z.boolean() });

export type BookmarkOutput = z.infer<typeof bookmarkSchema>;
export type QaHistoryEntry = z.infer<typeof qaHistoryEntrySchema>;
export type SavedQa = z.infer<typeof savedQaSchema>;
