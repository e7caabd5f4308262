// The OpenAI SDK and the response formats built from our schemas: imported by the provider on its first call, so a
// start (and a server without a model) does not load the SDK.
import { zodResponseFormat } from "openai/helpers/zod";
import {
  contextTranslationModelSchema,
  explanationModelSchema,
  questionAnswerModelSchema,
  wordDefinitionModelSchema,
} from "./schemas";

export { default as OpenAI } from "openai";
export {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  ContentFilterFinishReasonError,
  LengthFinishReasonError,
  RateLimitError,
} from "openai/error";

/** Built once: turning a zod schema into a strict JSON schema is not free. */
export const FORMATS = {
  word: zodResponseFormat(wordDefinitionModelSchema, "word_definition"),
  explanation: zodResponseFormat(explanationModelSchema, "explanation"),
  question: zodResponseFormat(questionAnswerModelSchema, "question_answer"),
  context: zodResponseFormat(contextTranslationModelSchema, "context_translation"),
};
