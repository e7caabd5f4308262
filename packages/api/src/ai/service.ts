import type { Book, LanguageId } from "@bible/canon";
import { verseCount } from "@bible/canon/verses";
import type { Database } from "@bible/db";
import type { z } from "zod";
import { apiError, invalidField, tooManyRequests } from "../errors";
import { checkReference, resolveBook, resolveLanguage } from "../lib/refs";
import type { RateLimiters } from "../rate-limit";
import {
  type AskQuestionInput,
  type AskQuestionOutput,
  type ContextInLanguageInput,
  type ContextTranslation,
  contextInLanguageOutput,
  type Explanation,
  type ExplanationInput,
  explanationOutput,
  type WordDefinition,
  type WordDefinitionInput,
  wordDefinitionOutput,
} from "../schemas/ai";
import { type AiCacheKind, aiCacheKey, type CacheInput, readCachedAnswer, storeAnswer } from "./cache";
import { collapseSpaces, parseVerseSelection, questionKey, stripPunctuation, wordKey } from "./normalize";
import { findPassage } from "./passage";
import type { AiProvider, AiResult, WordPosition } from "./provider";
import { questionAnswerModelSchema } from "./schemas";

/** Everything an AI call needs besides its input: the database, the provider, the limits and who asks. */
export type AiCall = {
  db: Database;
  provider: AiProvider | null;
  limiters: Pick<RateLimiters, "aiPerIp" | "aiPerUser">;
  requester: { ip: string; userId: string | null };
};

async function consumeQuota({ limiters, requester }: AiCall): Promise<void> {
  const waitIp = await limiters.aiPerIp.consume(requester.ip);
  const waitUser = requester.userId ? await limiters.aiPerUser.consume(requester.userId) : 0;
  const wait = Math.max(waitIp, waitUser);
  if (wait > 0) throw tooManyRequests(wait);
}

/**
 * The cache in front of the provider: a stored answer is returned without asking the model (and
 * without counting against the rate limits); otherwise the model is asked and its answer stored.
 */
async function cached<Schema extends z.ZodType<Record<string, unknown>>>(
  call: AiCall,
  kind: AiCacheKind,
  input: CacheInput | ((provider: AiProvider) => Promise<CacheInput>),
  schema: Schema,
  ask: (provider: AiProvider) => Promise<AiResult<z.infer<Schema>>>,
): Promise<{ value: z.infer<Schema>; fresh: boolean }> {
  const { provider, db } = call;
  if (!provider) throw apiError("AI_NOT_CONFIGURED", {});
  const keyInput = typeof input === "function" ? await input(provider) : input;
  const key = aiCacheKey(provider, kind, keyInput);
  const stored = schema.safeParse(await readCachedAnswer(db, key));
  if (stored.success) return { value: stored.data, fresh: false };

  // Open-data answers cost nothing: only the site-wide limit applies to them.
  if (!provider.free) await consumeQuota(call);
  const { value, usage, cacheable = true } = await ask(provider);
  if (cacheable) await storeAnswer(db, { key, provider, kind, input: keyInput, response: value, usage });
  return { value, fresh: true };
}

/** The verse of a word-definition request: all three parts, checked against the canon, or none. */
function wordReference(input: WordDefinitionInput): { book: number; chapter: number; verse: number } | null {
  if (input.book == null || input.chapter == null || input.verse == null) {
    if (input.version != null || input.offset != null) {
      throw invalidField(input.book == null ? "book" : input.chapter == null ? "chapter" : "verse");
    }
    return null;
  }
  const book = resolveBook(input.book);
  checkReference(book, input.chapter, input.verse);
  return { book: book.number, chapter: input.chapter, verse: input.verse };
}

/** Where the word is in its verse: the version read and its offsets there, when the client sent them. */
function wordPosition(input: WordDefinitionInput): WordPosition | null {
  if (input.offset != null && input.version == null) throw invalidField("version");
  if (input.end != null && (input.offset == null || input.end <= input.offset)) throw invalidField("end");
  if (input.version == null) return null;
  return { version: input.version, offset: input.offset ?? null, end: input.end ?? null };
}

export async function defineWord(call: AiCall, input: WordDefinitionInput): Promise<WordDefinition> {
  const targetLanguage = resolveLanguage(input.targetLanguage, "targetLanguage").id;
  const nativeLanguage = resolveLanguage(input.nativeLanguage, "nativeLanguage").id;
  const word = stripPunctuation(input.word);
  const context = collapseSpaces(input.context);
  const reference = wordReference(input);
  const position = wordPosition(input);
  const key: CacheInput = { word: wordKey(word, targetLanguage), context, targetLanguage, nativeLanguage };
  if (reference) key.reference = [reference.book, reference.chapter, reference.verse];
  if (position) {
    key.version = position.version;
    if (position.offset !== null) key.offset = [position.offset, position.end ?? -1];
  }
  const request = { word, context, targetLanguage, nativeLanguage, reference, position };
  // Keyed by the revision of the data the answer reads too (the version's alignment…), when the provider has one.
  const keyed = async (provider: AiProvider): Promise<CacheInput> =>
    provider.wordDataRevision ? { ...key, data: await provider.wordDataRevision(request) } : key;
  const { value } = await cached(call, "word", keyed, wordDefinitionOutput, (provider) => provider.defineWord(request));
  return value;
}

export async function explainPassage(call: AiCall, input: ExplanationInput): Promise<Explanation> {
  const book = resolveBook(input.book);
  checkReference(book, input.chapter);
  const language = resolveLanguage(input.language).id;
  const verses = parseVerseSelection(input.verses ?? "", verseCount(book, input.chapter));
  if (!verses) throw invalidField("verses");
  const { chapter } = input;
  const { value } = await cached(
    call,
    "explanation",
    { book: book.number, chapter, verses, language },
    explanationOutput,
    async (provider) => {
      const passage = await findPassage(call.db, { book, chapter, language, verses });
      return provider.explainPassage({ book, chapter, verses, language, passage });
    },
  );
  return value;
}

/** A chapter question the model answered, with what the caller needs to keep it. */
export type AnsweredQuestion = AskQuestionOutput & {
  book: Book;
  chapter: number;
  language: LanguageId;
  /** The question as asked, spaces collapsed. */
  question: string;
  /** Just answered by the model; false when the answer came from the cache. */
  fresh: boolean;
};

/**
 * Answers a question about a chapter. Off-topic questions are refused (422) and their verdict is
 * cached like any answer. Keeping the answer (history, community) is the caller's business.
 */
export async function askQuestion(call: AiCall, input: AskQuestionInput): Promise<AnsweredQuestion> {
  const book = resolveBook(input.book);
  checkReference(book, input.chapter);
  const language = resolveLanguage(input.language).id;
  const question = collapseSpaces(input.question);
  const { chapter } = input;
  const { value, fresh } = await cached(
    call,
    "question",
    { book: book.number, chapter, language, question: questionKey(question) },
    questionAnswerModelSchema,
    async (provider) => {
      const passage = await findPassage(call.db, { book, chapter, language });
      return provider.answerQuestion({ question, book, chapter, language, passage });
    },
  );
  if (!value.onTopic) throw apiError("OFF_TOPIC", {});
  return { answer: value.answer, category: value.category, book, chapter, language, question, fresh };
}

export async function contextInLanguage(call: AiCall, input: ContextInLanguageInput): Promise<ContextTranslation> {
  const language = resolveLanguage(input.language).id;
  const context = collapseSpaces(input.context);
  const { value } = await cached(call, "context", { context, language }, contextInLanguageOutput, (provider) =>
    provider.contextInLanguage({ context, language }),
  );
  return value;
}
