import { z } from "zod";
import { bookRef, chapterNumber, isoDate, languageRef, text, verseNumber, versionCode } from "./common";

export const MAX_SELECTED_LANGUAGES = 3;

export const preferencesSchema = z.object({
  selectedLanguages: z.array(z.string()),
  languageVersionMap: z.record(z.string(), z.string()),
  primaryLanguage: z.string(),
  /** The spec's English book name, e.g. 'Genesis'. */
  lastBook: z.string().nullable(),
  lastChapter: z.number().int().nullable(),
  lastVerse: z.number().int().nullable(),
  /** FSRS desired retention of the vocabulary review: the chance of remembering a card when it comes back. */
  desiredRetention: z.number(),
});

export const updatePreferencesInput = z.object({
  selectedLanguages: z.array(languageRef).min(1).max(MAX_SELECTED_LANGUAGES).optional(),
  languageVersionMap: z.record(languageRef, versionCode).optional(),
  primaryLanguage: languageRef.optional(),
  lastBook: bookRef.nullable().optional(),
  lastChapter: chapterNumber.nullable().optional(),
  lastVerse: verseNumber.nullable().optional(),
  desiredRetention: z.number().min(0.7).max(0.99).optional().describe("0.7-0.99, default 0.9"),
});

export const primaryLanguageInput = z.object({ primaryLanguage: languageRef });

export const verseHistoryInput = z.object({
  book: bookRef,
  chapter: chapterNumber,
  verses: text()
    .trim()
    .regex(/^\d{1,3}(-\d{1,3})?$/)
    .describe("Verse range, e.g. '1-31'"),
  language: languageRef,
  version: versionCode,
});

export const verseHistoryListInput = z.object({ limit: z.number().int().min(1).max(100).default(20) });

export const verseHistoryEntrySchema = z.object({
  id: z.number().int(),
  book: z.string(),
  bookId: z.string(),
  chapter: z.number().int(),
  verses: z.string(),
  language: z.string(),
  version: z.string(),
  readAt: isoDate,
});

export type Preferences = z.infer<typeof preferencesSchema>;
export type UpdatePreferencesInput = z.infer<typeof updatePreferencesInput>;
