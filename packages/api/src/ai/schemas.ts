import { z } from "zod";
import { questionCategory } from "../schemas/community";

/*
 * Two families of schemas live here.
 *
 * Model schemas (`*ModelSchema`) are sent to the model as strict JSON schemas (OpenAI structured
 * outputs): the root is a z.object, every field is required (`.nullable()` stands for "absent"), no
 * transforms, no defaults. They also validate what comes back.
 *
 * Answer schemas (`*AnswerSchema`) are what the API returns; they may reshape the model's output
 * (conjugations become a tense -> form map).
 */

const nullableText = (description: string) => z.string().nullable().describe(description);

export const wordDefinitionModelSchema = z.object({
  word: z.string().describe("The word as the reader selected it"),
  definition: z.string().describe("Its meaning in this context, written in the reader's native language"),
  context: z.string().describe("The context sentence written in the target language (unchanged if already in it)"),
  grammaticalType: nullableText("Part of speech, with gender or number where relevant, in the native language"),
  infinitive: nullableText("Infinitive or dictionary form when the word is inflected, else null"),
  pronunciation: nullableText("Pronunciation in IPA between slashes, or null if you do not know it"),
  translation: nullableText(
    "Translation of the word into the reader's native language; null when the word is in that language",
  ),
  conjugations: z
    .array(z.object({ tense: z.string(), form: z.string() }))
    .nullable()
    .describe("For a verb, a few common tenses with the matching form; null for any other word"),
  hebrew: nullableText("Biblical Hebrew equivalent in Hebrew script, or null if there is none"),
  hebrewPhonetic: nullableText("Transliteration of the Hebrew equivalent, or null"),
  hebrewExplanation: nullableText("Short note on the Hebrew term, in the native language, or null"),
  aramaic: nullableText("Biblical Aramaic equivalent in Aramaic (square) script, or null if there is none"),
  aramaicPhonetic: nullableText("Transliteration of the Aramaic equivalent, or null"),
  aramaicExplanation: nullableText("Short note on the Aramaic term, in the native language, or null"),
});
export type WordDefinitionModel = z.infer<typeof wordDefinitionModelSchema>;

const inflectionTable = z.record(z.string(), z.string()).nullable();

/**
 * What the API answers: the model's fields (nullable where the open data may have nothing: no
 * placeholder text stands in for a missing value) and what the lexicon adds. Answers cached before
 * the added fields existed read them as null.
 */
export const wordDefinitionAnswerSchema = wordDefinitionModelSchema.extend({
  definition: z.string().nullable().describe("The meaning, in the reader's language when the data has it"),
  conjugations: inflectionTable.describe("Tense name → forms, for a verb"),
  declension: inflectionTable
    .default(null)
    .describe("Case name → singular · plural forms, for a noun or pronoun of a language with cases"),
  pronunciationSystem: z
    .string()
    .nullable()
    .default(null)
    .describe("How the pronunciation is written (IPA, pinyin, Hepburn, ISO 9…), in the reader's language"),
  missing: z
    .string()
    .nullable()
    .default(null)
    .describe("One sentence in the reader's language naming what the open data has nothing for, or null"),
});
export type WordDefinition = z.infer<typeof wordDefinitionAnswerSchema>;

export const explanationModelSchema = z.object({
  explanation: z.string().describe("What the passage says and means, in a few paragraphs"),
  keyThemes: z.array(z.string()).describe("Three to five key themes, a few words each"),
  practicalApplication: z.string().describe("How a reader can apply the passage today"),
});
export const explanationAnswerSchema = explanationModelSchema;
export type Explanation = z.infer<typeof explanationAnswerSchema>;

export const questionAnswerModelSchema = z.object({
  onTopic: z
    .boolean()
    .describe("True when the question is about the Bible, this chapter, faith or the languages of the text"),
  category: questionCategory.describe("The community category that fits the question best"),
  answer: z.string().describe("The answer in Markdown; an empty string when the question is off topic"),
});
export type QuestionVerdict = z.infer<typeof questionAnswerModelSchema>;

export const contextTranslationModelSchema = z.object({
  context: z.string().describe("The sentence written in the requested language"),
});
export type ContextTranslation = z.infer<typeof contextTranslationModelSchema>;

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
  };
}
