import { z } from "zod";
import { contextInLanguageOutput, explanationOutput, type WordDefinition, wordDefinitionOutput } from "../schemas/ai";
import { questionCategory } from "../schemas/community";

/*
 * The schemas sent to the model as strict JSON schemas (OpenAI structured outputs): the root is a z.object,
 * every field is required (`.nullable()` stands for "absent"), no transforms, no defaults. They also validate
 * what comes back. They follow the API's outputs (schemas/ai.ts) except where the model is better asked
 * another shape (conjugations as a list, which the API answers as a tense -> form map).
 */

export const wordDefinitionModelSchema = wordDefinitionOutput
  .omit({ declension: true, pronunciationSystem: true, missing: true, strongs: true, pending: true })
  .extend({
    definition: z.string().describe("Its meaning in this context, written in the reader's native language"),
    conjugations: z
      .array(z.object({ tense: z.string(), form: z.string() }))
      .nullable()
      .describe("For a verb, a few common tenses with the matching form; null for any other word"),
  });
export type WordDefinitionModel = z.infer<typeof wordDefinitionModelSchema>;

export const explanationModelSchema = explanationOutput;

export const questionAnswerModelSchema = z.object({
  onTopic: z
    .boolean()
    .describe("True when the question is about the Bible, this chapter, faith or the languages of the text"),
  category: questionCategory.describe("The community category that fits the question best"),
  answer: z.string().describe("The answer in Markdown; an empty string when the question is off topic"),
});
export type QuestionVerdict = z.infer<typeof questionAnswerModelSchema>;

export const contextTranslationModelSchema = contextInLanguageOutput;

export function conjugationMap(list: WordDefinitionModel["conjugations"]): Record<string, string> | null {
  if (!list || list.length === 0) return null;
  return Object.fromEntries(list.map(({ tense, form }) => [tense, form]));
}

export function toWordDefinition(model: WordDefinitionModel): WordDefinition {
  return {
    ...model,
    conjugations: conjugationMap(model.conjugations),
    declension: null,
    pronunciationSystem: null,
    missing: null,
    strongs: null,
    pending: false,
  };
}
