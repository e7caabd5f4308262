import { z } from "zod";
import { bookRef, chapterNumber, languageRef, strongsNumber, text, userId, verseNumber, versionCode } from "./common";
import { questionCategory } from "./community";

/** The longest texts the AI calls accept (the request body limit of their REST paths follows from them). */
export const AI_TEXT_LIMITS = {
  wordMaxLength: 64,
  contextMaxLength: 2000,
  questionMaxLength: 1000,
  /** The longest verse text an offset may point into (the longest verse is under 1,000 characters). */
  verseMaxLength: 4000,
} as const;

/** Something besides punctuation, symbols and spaces. */
const HAS_LETTER_OR_DIGIT = /[^\p{P}\p{S}\s]/u;

export const wordDefinitionInput = z.object({
  word: text()
    .max(AI_TEXT_LIMITS.wordMaxLength)
    .refine((word) => HAS_LETTER_OR_DIGIT.test(word))
    .describe("The selected word; surrounding punctuation is ignored"),
  context: text()
    .max(AI_TEXT_LIMITS.contextMaxLength)
    .describe("The sentence the word was selected in, the word in brackets"),
  targetLanguage: languageRef.describe(
    "Language of the answer's context: the word's language, or the primary language",
  ),
  nativeLanguage: languageRef.describe("The reader's language, in which the word is explained"),
  book: bookRef
    .nullish()
    .describe("The verse's book, when the client knows it; else the verse is found from the context"),
  chapter: chapterNumber.nullish(),
  verse: verseNumber.nullish(),
  version: versionCode
    .nullish()
    .describe("The version the word was read in; with `offset`, the stored alignment finds the word exactly"),
  offset: z
    .number()
    .int()
    .min(0)
    .max(AI_TEXT_LIMITS.verseMaxLength)
    .nullish()
    .describe("UTF-16 offset of the word's first character in the verse text of `version`"),
  end: z
    .number()
    .int()
    .min(1)
    .max(AI_TEXT_LIMITS.verseMaxLength)
    .nullish()
    .describe("UTF-16 offset just after the word in the verse text"),
});
export type WordDefinitionInput = z.infer<typeof wordDefinitionInput>;

export const explanationInput = z.object({
  book: bookRef,
  chapter: chapterNumber,
  verses: z
    .union([text().trim().max(60), z.number().int().min(1).max(200)])
    .optional()
    .describe("'5', '1-5' or '1-3, 7'; empty or absent for the whole chapter"),
  language: languageRef.default("french"),
});
export type ExplanationInput = z.infer<typeof explanationInput>;

export const askQuestionInput = z.object({
  question: text().trim().min(1).max(AI_TEXT_LIMITS.questionMaxLength),
  book: bookRef,
  chapter: chapterNumber,
  context: text()
    .max(AI_TEXT_LIMITS.contextMaxLength)
    .optional()
    .describe("The client's sentence naming book and chapter; the chapter text itself comes from the database"),
  language: languageRef.default("french"),
  userId: userId.nullable().optional().describe("The signed-in reader's id, or null for a guest"),
});
export type AskQuestionInput = z.infer<typeof askQuestionInput>;

export const contextInLanguageInput = z.object({
  context: text().trim().min(1).max(AI_TEXT_LIMITS.contextMaxLength),
  language: languageRef,
});
export type ContextInLanguageInput = z.infer<typeof contextInLanguageInput>;

const nullableText = (description: string) => z.string().nullable().describe(description);

const inflectionTable = z.record(z.string(), z.string()).nullable();

/**
 * The word-definition answer (SPEC §3) plus what the lexicon adds. Fields are nullable where the open data
 * may have nothing: no placeholder text stands in for a missing value. Answers cached before the added
 * fields existed read them as null.
 */
export const wordDefinitionOutput = z.object({
  word: z.string().describe("The word as the reader selected it"),
  definition: nullableText("The meaning, in the reader's language when the data has it"),
  context: z.string().describe("The context sentence written in the target language (unchanged if already in it)"),
  grammaticalType: nullableText("Part of speech, with gender or number where relevant, in the native language"),
  infinitive: nullableText("Infinitive or dictionary form when the word is inflected, else null"),
  pronunciation: nullableText("Pronunciation in IPA between slashes, or null if you do not know it"),
  translation: nullableText(
    "Translation of the word into the reader's native language; null when the word is in that language",
  ),
  conjugations: inflectionTable.describe(
    "For a verb, a few common tenses with the matching form (tense -> form); null for any other word",
  ),
  hebrew: nullableText("Biblical Hebrew equivalent in Hebrew script, or null if there is none"),
  hebrewPhonetic: nullableText("Transliteration of the Hebrew equivalent, or null"),
  hebrewExplanation: nullableText("Short note on the Hebrew term, in the native language, or null"),
  aramaic: nullableText("Biblical Aramaic equivalent in Aramaic (square) script, or null if there is none"),
  aramaicPhonetic: nullableText("Transliteration of the Aramaic equivalent, or null"),
  aramaicExplanation: nullableText("Short note on the Aramaic term, in the native language, or null"),
  declension: inflectionTable
    .default(null)
    .describe("Case name → singular · plural forms, for a noun or pronoun of a language with cases"),
  pronunciationSystem: nullableText(
    "How the pronunciation is written (IPA, pinyin, Hepburn, ISO 9…), in the reader's language",
  ).default(null),
  missing: nullableText(
    "One sentence in the reader's language naming what the open data has nothing for, or null",
  ).default(null),
  strongs: nullableText(
    "Strong's number of the original word found behind the word in its verse (H7462, G26), or null",
  ).default(null),
  pending: z
    .boolean()
    .default(false)
    .describe("The verse's version is still being aligned: asked again later, the answer will name the original word"),
});
export type WordDefinition = z.infer<typeof wordDefinitionOutput>;

export const explanationOutput = z.object({
  explanation: z.string().describe("What the passage says and means, in a few paragraphs"),
  keyThemes: z.array(z.string()).describe("Three to five key themes, a few words each"),
  practicalApplication: z.string().describe("How a reader can apply the passage today"),
});
export type Explanation = z.infer<typeof explanationOutput>;

export const askQuestionOutput = z.object({ answer: z.string(), category: questionCategory });
export type AskQuestionOutput = z.infer<typeof askQuestionOutput>;

export const contextInLanguageOutput = z.object({
  context: z.string().describe("The sentence written in the requested language"),
});
export type ContextTranslation = z.infer<typeof contextInLanguageOutput>;

export const occurrencesInput = z.object({
  strongs: strongsNumber,
  language: languageRef.describe("The reader's language: its default installed version shows the verses"),
  version: versionCode.nullish().describe("Another installed version to show the verses in"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type OccurrencesInput = z.infer<typeof occurrencesInput>;

const span = z.object({ start: z.number().int(), end: z.number().int() });

export const occurrencesOutput = z.object({
  strongs: z.string(),
  /** Null when no version of the language is installed. */
  version: z.string().nullable(),
  language: z.string().describe("Language id of the version"),
  total: z.number().int().describe("Verses of the original text where the word occurs"),
  page: z.number().int(),
  pageSize: z.number().int(),
  pending: z.boolean().describe("The version is not aligned yet: no word is highlighted"),
  items: z.array(
    z.object({
      book: z.number().int().describe("Book number, 1 (Genesis) to 66 (Revelation)"),
      chapter: z.number().int(),
      verse: z.number().int(),
      text: z.string().nullable().describe("The verse in the version, null when the version lacks it"),
      highlights: z.array(span).describe("UTF-16 offsets of the words aligned to the original word in `text`"),
    }),
  ),
});
export type Occurrences = z.infer<typeof occurrencesOutput>;
