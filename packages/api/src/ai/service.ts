import type { Database } from "@bible/db";
import { type Book, DEFAULT_LANGUAGE, findBook, findLanguage, type LanguageId, verseCount } from "@bible/db/canon";
import type { z } from "zod";
import type {
  AskQuestionInput,
  AskQuestionOutput,
  ContextInLanguageInput,
  ExplanationInput,
  WordDefinitionInput,
} from "../schemas/ai";
import { type AiCacheKind, aiCacheKey, type CacheInput, readCachedAnswer, storeAnswer } from "./cache";
import { AiError } from "./errors";
import type { AiLogger } from "./logger";
import { collapseSpaces, parseVerseSelection, questionKey, stripPunctuation, wordKey } from "./normalize";
import { findPassage } from "./passage";
import type { AiProvider, AiResult } from "./provider";
import type { AiRateLimiter, Requester } from "./rate-limit";
import {
  type ContextTranslation,
  contextTranslationModelSchema,
  type Explanation,
  explanationAnswerSchema,
  type QuestionVerdict,
  questionAnswerModelSchema,
  type WordDefinition,
  wordDefinitionAnswerSchema,
} from "./schemas";

/** What the AI calls need, built once per server (see createAiServices). */
export type AiServices = {
  provider: AiProvider | null;
  limiter: AiRateLimiter;
  log: AiLogger;
};

export type AiCallContext = AiServices & { db: Database; requester: Requester };

/** Called after a fresh on-topic answer: stores the asker's Q&A entry and publishes the question. */
export type QuestionAnswered = {
  /** The signed-in asker, or null for a guest (nothing is stored for them). */
  userId: string | null;
  book: number;
  chapter: number;
  language: LanguageId;
  question: string;
  answer: string;
  category: QuestionVerdict["category"];
  /** True when the answer came from the model just now, false when it came from the cache. */
  fresh: boolean;
};

function language(value: string | undefined): LanguageId {
  return (value && findLanguage(value)?.id) || DEFAULT_LANGUAGE;
}

/** Input schemas have already checked the book; this narrows the type. */
function book(value: string | number): Book {
  const found = findBook(value);
  if (!found) throw new RangeError(`unknown book ${value}`);
  return found;
}

/**
 * The cache in front of the provider: a stored answer is returned without asking the model (nor
 * counting against the rate limits); otherwise the model is asked and its answer stored.
 */
async function cached<Schema extends z.ZodType<Record<string, unknown>>>(
  context: AiCallContext,
  kind: AiCacheKind,
  input: CacheInput,
  schema: Schema,
  ask: (provider: AiProvider) => Promise<AiResult<z.infer<Schema>>>,
): Promise<{ value: z.infer<Schema>; fresh: boolean }> {
  const { provider, db } = context;
  if (!provider) throw new AiError("AI_NOT_CONFIGURED");
  const key = aiCacheKey(provider, kind, input);
  const stored = schema.safeParse(await readCachedAnswer(db, key));
  if (stored.success) return { value: stored.data, fresh: false };

  context.limiter.consume(context.requester);
  const { value, usage } = await ask(provider);
  await storeAnswer(db, { key, provider, kind, input, response: value, usage });
  return { value, fresh: true };
}

export async function defineWord(context: AiCallContext, input: WordDefinitionInput): Promise<WordDefinition> {
  const targetLanguage = language(input.targetLanguage);
  const nativeLanguage = language(input.nativeLanguage);
  const word = stripPunctuation(input.word);
  const sentence = collapseSpaces(input.context);
  const { value } = await cached(
    context,
    "word",
    { word: wordKey(word, targetLanguage), context: sentence, targetLanguage, nativeLanguage },
    wordDefinitionAnswerSchema,
    (provider) => provider.defineWord({ word, context: sentence, targetLanguage, nativeLanguage }),
  );
  return value;
}

export async function explainPassage(context: AiCallContext, input: ExplanationInput): Promise<Explanation> {
  const target = book(input.book);
  const lang = language(input.language);
  const verses = parseVerseSelection(input.verses ?? "", verseCount(target, input.chapter)) ?? [];
  const { value } = await cached(
    context,
    "explanation",
    { book: target.number, chapter: input.chapter, verses, language: lang },
    explanationAnswerSchema,
    async (provider) => {
      const passage = await findPassage(context.db, { book: target, chapter: input.chapter, language: lang, verses });
      return provider.explainPassage({ book: target, chapter: input.chapter, verses, language: lang, passage });
    },
  );
  return value;
}

/**
 * Answers a question about a chapter. Off-topic questions are refused (422) and their verdict is
 * cached like any answer. `onAnswered` stores and publishes (see the community services).
 */
export async function askQuestion(
  context: AiCallContext,
  input: AskQuestionInput,
  asker: string | null,
  onAnswered: (answered: QuestionAnswered) => Promise<void>,
): Promise<AskQuestionOutput> {
  const target = book(input.book);
  const lang = language(input.language);
  const question = collapseSpaces(input.question);
  const { value, fresh } = await cached(
    context,
    "question",
    { book: target.number, chapter: input.chapter, language: lang, question: questionKey(question) },
    questionAnswerModelSchema,
    async (provider) => {
      const passage = await findPassage(context.db, { book: target, chapter: input.chapter, language: lang });
      return provider.answerQuestion({ question, book: target, chapter: input.chapter, language: lang, passage });
    },
  );
  if (!value.onTopic) throw new AiError("OFF_TOPIC");
  await onAnswered({
    userId: asker,
    book: target.number,
    chapter: input.chapter,
    language: lang,
    question,
    answer: value.answer,
    category: value.category,
    fresh,
  });
  return { answer: value.answer, category: value.category };
}

export async function contextInLanguage(
  context: AiCallContext,
  input: ContextInLanguageInput,
): Promise<ContextTranslation> {
  const lang = language(input.language);
  const sentence = collapseSpaces(input.context);
  const { value } = await cached(
    context,
    "context",
    { context: sentence, language: lang },
    contextTranslationModelSchema,
    (provider) => provider.contextInLanguage({ context: sentence, language: lang }),
  );
  return value;
}
