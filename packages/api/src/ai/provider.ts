import type { Book, LanguageId } from "@bible/canon";
import type { ContextTranslation, Explanation, WordDefinition } from "../schemas/ai";
import type { QuestionVerdict } from "./schemas";

/**
 * The one seam between the app and whatever produces AI answers (an OpenAI-compatible model, the
 * offline lexicon provider, …). A provider only answers: validation of the request, the cache, rate
 * limits and the chapter text are the service's job (./service.ts), so every provider behaves the
 * same behind it.
 *
 * Providers throw `apiError()` (../errors) with an AI code for anything that should reach the reader as an error.
 */
export interface AiProvider {
  /** Part of the cache key: answers of one provider are never served for another. */
  readonly name: string;
  /** Part of the cache key too: switching models does not serve the old model's answers. */
  readonly model: string;
  /**
   * True when an answer costs nothing (open data, no model): such calls are limited by the site-wide limit
   * only, not by the AI limits, which exist for what a model costs.
   */
  readonly free?: boolean;
  defineWord(request: WordRequest): Promise<AiResult<WordDefinition>>;
  /**
   * The revision of the data a word definition is built on (texts, alignments, lexicon), part of its cache key: an
   * answer is never served once the data it was made from has changed (a version aligned meanwhile).
   */
  wordDataRevision?(request: WordRequest): Promise<string>;
  explainPassage(request: PassageRequest): Promise<AiResult<Explanation>>;
  /** Decides whether the question is on topic, picks its community category and answers it. */
  answerQuestion(request: QuestionRequest): Promise<AiResult<QuestionVerdict>>;
  /** The sentence in another language (the word dialog's "context in the primary language"). */
  contextInLanguage(request: ContextRequest): Promise<AiResult<ContextTranslation>>;
}

export type TokenUsage = { promptTokens: number; completionTokens: number };
export type AiResult<T> = {
  value: T;
  usage: TokenUsage;
  /** False for an answer about a passing state ("alignment running"): it is not stored in the cache. */
  cacheable?: boolean;
};

export const NO_TOKENS: TokenUsage = { promptTokens: 0, completionTokens: 0 };

/** Verses of one chapter as stored in our database, in the version the service picked. */
export type PassageText = {
  versionCode: string;
  language: LanguageId;
  verses: { verse: number; text: string }[];
};

export type WordRequest = {
  /** Punctuation already stripped. */
  word: string;
  /** The sentence the word was selected in, the word in brackets. */
  context: string;
  /** The language of the answer's `context` field (the word's language, or the primary language). */
  targetLanguage: LanguageId;
  /** The reader's language: definitions, translations and notes are written in it. */
  nativeLanguage: LanguageId;
  /** The verse the word was selected in, when the client said so. */
  reference?: { book: number; chapter: number; verse: number } | null;
  /** Where in that verse: the version read and the word's UTF-16 offsets in its text, when the client said so. */
  position?: WordPosition | null;
  /** What the lexicon knows of the original word behind it (English), for a model to build on. */
  lexiconFacts?: string | null;
};

export type WordPosition = { version: string; offset: number | null; end: number | null };

export type PassageRequest = {
  book: Book;
  chapter: number;
  /** Verse numbers asked for, ascending; empty means the whole chapter. */
  verses: number[];
  language: LanguageId;
  /** The asked verses from our database; null when the chapter is not installed in any usable version. */
  passage: PassageText | null;
};

export type QuestionRequest = {
  question: string;
  book: Book;
  chapter: number;
  language: LanguageId;
  /** The whole chapter from our database; null when it is not installed in any usable version. */
  passage: PassageText | null;
};

export type ContextRequest = {
  context: string;
  language: LanguageId;
};
