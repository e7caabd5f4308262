import { z } from "zod";
import type { CSV_PROBLEMS } from "../errors/shapes";
import {
  bookRef,
  chapterNumber,
  idempotencyKey,
  isoDate,
  languageRef,
  recordId,
  strongsNumber,
  text,
  userId,
  verseNumber,
  versionCode,
} from "./common";

const shortText = text().trim().max(500);

export const grammaticalInfoInput = z.object({
  type: shortText.nullish(),
  translation: shortText.nullish(),
  infinitive: shortText.nullish(),
  pronunciation: shortText.nullish(),
  conjugations: z.record(text().max(100), text().max(500)).nullish(),
});

export const addVocabularyInput = z.object({
  userId: userId.optional(),
  idempotencyKey,
  word: text().trim().min(1).max(100),
  definition: text().trim().max(5000).default(""),
  language: languageRef,
  grammaticalInfo: grammaticalInfoInput.optional(),
  context: text().trim().max(2000).default(""),
  strongs: strongsNumber
    .nullish()
    .describe("Strong's number of the original word behind this one in its verse (H216, G26); its lemma is stored"),
  place: z
    .object({ book: bookRef, chapter: chapterNumber, verse: verseNumber, version: versionCode.optional() })
    .nullish()
    .describe("The verse the word was read in, and the version it was read in"),
  readerLanguage: languageRef
    .optional()
    .describe("The reader's own language: the card keeps the verse in it (its first installed version) as a hint"),
});

export const vocabularyListInput = z.object({ userId, language: languageRef.optional() });
export const removeVocabularyInput = z.object({ userId, wordId: recordId });

export const grammaticalInfoSchema = z.object({
  type: z.string().nullable(),
  translation: z.string().nullable(),
  infinitive: z.string().nullable(),
  pronunciation: z.string().nullable(),
  conjugations: z.record(z.string(), z.string()).nullable(),
});

export const vocabularyEntrySchema = z.object({
  id: z.number().int(),
  word: z.string(),
  definition: z.string(),
  context: z.string(),
  language: z.string(),
  grammaticalInfo: grammaticalInfoSchema,
  original: z
    .object({ strongs: z.string(), lemma: z.string().nullable() })
    .nullable()
    .describe("The Hebrew, Aramaic or Greek word behind the saved one (lemma null when the lexicon lacks it)"),
  place: z
    .object({
      book: z.string(),
      bookId: z.string(),
      chapter: z.number().int(),
      verse: z.number().int(),
      version: z.string().nullable(),
    })
    .nullable()
    .describe("The verse the word was saved from: English book name, OSIS id, chapter, verse, version read"),
  parallel: z
    .object({ language: z.string(), version: z.string(), text: z.string() })
    .nullable()
    .describe("The same verse in the reader's language, when a version of it was installed (the card's hint)"),
  addedAt: isoDate,
  updatedAt: isoDate,
});

export type AddVocabularyInput = z.infer<typeof addVocabularyInput>;
export type VocabularyEntryOutput = z.infer<typeof vocabularyEntrySchema>;

export const exportVocabularyInput = z.object({
  format: z
    .enum(["csv", "anki", "apkg"])
    .default("csv")
    .describe(
      "csv (RFC 4180, header row), anki (tab-separated text Anki imports) or apkg (an Anki package: content in base64)",
    ),
  language: languageRef.optional(),
  readerLanguage: languageRef
    .optional()
    .describe("The reader's language: the CSV's reader_reference names the book in it (French by default)"),
});

export const vocabularyExportSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  /** Words in the file. */
  count: z.number().int(),
  /** utf-8: `content` is the file's text; base64: its bytes (the .apkg). */
  encoding: z.enum(["utf-8", "base64"]),
  content: z.string(),
});

/** 2 MB of CSV text at most. */
export const importVocabularyInput = z.object({ csv: z.string().min(1).max(2_000_000) });

export const vocabularyImportSchema = z.object({
  imported: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
});

export type CsvProblem = (typeof CSV_PROBLEMS)[number];
export type VocabularyExport = z.infer<typeof vocabularyExportSchema>;
export type VocabularyImportResult = z.infer<typeof vocabularyImportSchema>;
