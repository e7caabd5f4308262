import { z } from "zod";
import { AI_LIMITS } from "../ai/limits";
import { stripPunctuation } from "../ai/normalize";
import { contextTranslationModelSchema, explanationAnswerSchema, wordDefinitionAnswerSchema } from "../ai/schemas";
import { bookRef, chapterNumber, languageRef, userId } from "./common";
import { questionCategory } from "./community";

export const wordDefinitionInput = z.object({
  word: z
    .string()
    .max(AI_LIMITS.wordMaxLength)
    .refine((word) => stripPunctuation(word) !== "")
    .describe("The selected word; surrounding punctuation is ignored"),
  context: z
    .string()
    .max(AI_LIMITS.contextMaxLength)
    .describe("The sentence the word was selected in, the word in brackets"),
  targetLanguage: languageRef.describe(
    "Language of the answer's context: the word's language, or the primary language",
  ),
  nativeLanguage: languageRef.describe("The reader's language, in which the word is explained"),
});
export type WordDefinitionInput = z.infer<typeof wordDefinitionInput>;

export const explanationInput = z.object({
  book: bookRef,
  chapter: chapterNumber,
  verses: z
    .union([z.string().trim().max(60), z.number().int().min(1).max(200)])
    .optional()
    .describe("'5', '1-5' or '1-3, 7'; empty or absent for the whole chapter"),
  language: languageRef.default("french"),
});
export type ExplanationInput = z.infer<typeof explanationInput>;

export const askQuestionInput = z.object({
  question: z.string().trim().min(1).max(AI_LIMITS.questionMaxLength),
  book: bookRef,
  chapter: chapterNumber,
  context: z
    .string()
    .max(AI_LIMITS.contextMaxLength)
    .optional()
    .describe("The client's sentence naming book and chapter; the chapter text itself comes from the database"),
  language: languageRef.default("french"),
  userId: userId.nullable().optional().describe("The signed-in reader's id, or null for a guest"),
});
export type AskQuestionInput = z.infer<typeof askQuestionInput>;

export const contextInLanguageInput = z.object({
  context: z.string().trim().min(1).max(AI_LIMITS.contextMaxLength),
  language: languageRef,
});
export type ContextInLanguageInput = z.infer<typeof contextInLanguageInput>;

export const wordDefinitionOutput = wordDefinitionAnswerSchema;
export const explanationOutput = explanationAnswerSchema;
export const askQuestionOutput = z.object({ answer: z.string(), category: questionCategory });
export type AskQuestionOutput = z.infer<typeof askQuestionOutput>;
export const contextInLanguageOutput = contextTranslationModelSchema;
