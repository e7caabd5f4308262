import { chapterCount, findBook, findLanguage, verseCount } from "@bible/db/canon";
import { frenchMessage } from "@bible/i18n";
import { z } from "zod";
import { AI_LIMITS } from "../ai/limits";
import { parseVerseSelection, stripPunctuation } from "../ai/normalize";
import {
  contextTranslationModelSchema,
  explanationAnswerSchema,
  questionCategorySchema,
  wordDefinitionAnswerSchema,
} from "../ai/schemas";

/** The spec's language names ('french') or two-letter codes ('fr'), any case. */
export const aiLanguageInput = z
  .string()
  .max(20)
  .refine((value) => findLanguage(value) !== undefined, {
    error: (issue) => frenchMessage("errors.unsupportedLanguage", { language: String(issue.input) }),
  });

const bookInput = z.union([z.string().max(40), z.number().int()]).refine((value) => findBook(value) !== undefined, {
  error: (issue) => frenchMessage("errors.unknownBook", { book: String(issue.input) }),
});

const chapterInput = z.number().int().min(1).max(150);

function checkChapter(value: { book: string | number; chapter: number }, ctx: z.RefinementCtx) {
  const book = findBook(value.book);
  if (book && value.chapter > chapterCount(book)) {
    ctx.addIssue({
      code: "custom",
      path: ["chapter"],
      message: frenchMessage("errors.chapterOutOfRange", {
        book: book.english,
        max: chapterCount(book),
        chapter: value.chapter,
      }),
    });
  }
}

export const wordDefinitionInput = z.object({
  word: z
    .string()
    .max(AI_LIMITS.wordMaxLength * 4)
    .refine((w) => stripPunctuation(w) !== "", { error: frenchMessage("errors.invalidInput", { field: "word" }) })
    .refine((w) => stripPunctuation(w).length <= AI_LIMITS.wordMaxLength, {
      error: frenchMessage("errors.invalidInput", { field: "word" }),
    }),
  context: z.string().max(AI_LIMITS.contextMaxLength),
  targetLanguage: aiLanguageInput,
  nativeLanguage: aiLanguageInput,
});
export type WordDefinitionInput = z.infer<typeof wordDefinitionInput>;

export const explanationInput = z
  .object({
    book: bookInput,
    chapter: chapterInput,
    /** "5", "1-5", "1-3, 7"; empty or absent for the whole chapter. */
    verses: z.union([z.string().max(60), z.number().int()]).optional(),
    language: aiLanguageInput.optional(),
  })
  .superRefine((value, ctx) => {
    checkChapter(value, ctx);
    const book = findBook(value.book);
    if (!book || value.verses === undefined) return;
    if (parseVerseSelection(value.verses, verseCount(book, value.chapter)) === null) {
      ctx.addIssue({
        code: "custom",
        path: ["verses"],
        message: frenchMessage("errors.invalidInput", { field: "verses" }),
      });
    }
  });
export type ExplanationInput = z.infer<typeof explanationInput>;

export const askQuestionInput = z
  .object({
    question: z
      .string()
      .trim()
      .min(1, { error: frenchMessage("errors.questionEmpty") })
      .max(AI_LIMITS.questionMaxLength, {
        error: frenchMessage("errors.questionTooLong", { max: AI_LIMITS.questionMaxLength }),
      }),
    book: bookInput,
    chapter: chapterInput,
    /** The client's sentence naming the book and chapter; the chapter text itself comes from our database. */
    context: z.string().max(AI_LIMITS.contextMaxLength).optional(),
    language: aiLanguageInput.optional(),
    /** Must be the signed-in reader's id, or null for a guest. */
    userId: z.string().max(100).nullable().optional(),
  })
  .superRefine(checkChapter);
export type AskQuestionInput = z.infer<typeof askQuestionInput>;

export const contextInLanguageInput = z.object({
  context: z
    .string()
    .trim()
    .min(1, { error: frenchMessage("errors.invalidInput", { field: "context" }) })
    .max(AI_LIMITS.contextMaxLength),
  language: aiLanguageInput,
});
export type ContextInLanguageInput = z.infer<typeof contextInLanguageInput>;

export const wordDefinitionOutput = wordDefinitionAnswerSchema;
export const explanationOutput = explanationAnswerSchema;
export const askQuestionOutput = z.object({ answer: z.string(), category: questionCategorySchema });
export type AskQuestionOutput = z.infer<typeof askQuestionOutput>;
export const contextInLanguageOutput = contextTranslationModelSchema;
