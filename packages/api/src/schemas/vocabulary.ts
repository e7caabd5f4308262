import { z } from "zod";
import type { CSV_PROBLEMS } from "../errors/shapes";
import { isoDate, languageRef, recordId, text, userId } from "./common";

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
  word: text().trim().min(1).max(100),
  definition: text().trim().max(5000).default(""),
  language: languageRef,
  grammaticalInfo: grammaticalInfoInput.optional(),
  context: text().trim().max(2000).default(""),
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
  addedAt: isoDate,
  updatedAt: isoDate,
});

export type AddVocabularyInput = z.infer<typeof addVocabularyInput>;
export type VocabularyEntryOutput = z.infer<typeof vocabularyEntrySchema>;

export const exportVocabularyInput = z.object({
  format: z
    .enum(["csv", "anki"])
    .default("csv")
    .describe("csv (RFC 4180, header row) or anki (tab-separated text Anki imports)"),
  language: languageRef.optional(),
});

export const vocabularyExportSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  /** Words in the file. */
  count: z.number().int(),
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
