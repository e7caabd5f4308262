import type OpenAI from "openai";
import type { AutoParseableResponseFormat } from "openai/lib/parser";
import { ZodError } from "zod";
import { ApiError, apiError } from "../errors";
import type { AiLogger } from "./logger";
import {
  contextTranslationPrompt,
  explanationPrompt,
  type Prompt,
  questionPrompt,
  wordDefinitionPrompt,
} from "./prompts";
import type { AiProvider, AiResult, TokenUsage } from "./provider";
import { toWordDefinition } from "./schemas";

export const DEFAULT_AI_TIMEOUT_MS = 30_000;

type Sdk = typeof import("./openai-sdk");
type Formats = Sdk["FORMATS"];

export type OpenAiProviderOptions = {
  model: string;
  /** Absent → OpenAI's own endpoint. Ollama: http://127.0.0.1:11434/v1, vLLM / llama.cpp: http://host:port/v1. */
  baseUrl?: string | undefined;
  /** Local servers need none; the SDK insists on a value, so a placeholder is sent. */
  apiKey?: string | undefined;
  /** The whole budget of one call, the retry of an invalid answer included. */
  timeoutMs?: number;
  log: AiLogger;
};

/** One model call: a valid answer, or why it was rejected. */
type Attempt<T> = { ok: true; value: T; usage: TokenUsage } | { ok: false; reason: string; usage?: TokenUsage };

/**
 * Any OpenAI-compatible chat-completions server through the official SDK, with structured outputs.
 * An answer that does not match the schema (or breaks a rule the schema cannot express) is asked
 * for once more; transport failures are not retried here, the reader is waiting.
 */
export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS;
  const { model, log } = options;
  // The SDK is loaded and its client made at the first call.
  let loaded: Promise<{ sdk: Sdk; client: OpenAI }> | undefined;
  const load = () =>
    (loaded ??= import("./openai-sdk").then((sdk) => ({
      sdk,
      client: new sdk.OpenAI({
        apiKey: options.apiKey ?? "not-needed",
        baseURL: options.baseUrl ?? "https://api.openai.com/v1",
        // Configuration comes from env.ts only: stop the SDK from reading OPENAI_ORG_ID and friends itself.
        organization: null,
        project: null,
        webhookSecret: null,
        timeout: timeoutMs,
        maxRetries: 0,
      }),
    })));

  async function complete<T>(
    kind: string,
    formatOf: (formats: Formats) => AutoParseableResponseFormat<T>,
    prompt: Prompt,
    check: (value: T) => string | null,
  ): Promise<AiResult<T>> {
    const { sdk, client } = await load();
    const format = formatOf(sdk.FORMATS);
    const deadline = Date.now() + timeoutMs;
    const total: TokenUsage = { promptTokens: 0, completionTokens: 0 };
    let lastReason = "";
    for (let attempt = 1; attempt <= 2; attempt++) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw apiError("AI_TIMEOUT", {});
      const started = performance.now();
      const result = await attemptOnce(sdk, client, format, prompt, remaining, check);
      const ms = Math.round(performance.now() - started);
      // A rejected answer was paid for too.
      total.promptTokens += result.usage?.promptTokens ?? 0;
      total.completionTokens += result.usage?.completionTokens ?? 0;
      if (result.ok) {
        log.info({ ai: { kind, model, attempt, ms, ...total } }, "ai call");
        return { value: result.value, usage: total };
      }
      lastReason = result.reason;
      log.warn({ ai: { kind, model, attempt, ms, reason: result.reason, ...total } }, "ai answer rejected");
    }
    throw apiError("AI_INVALID_RESPONSE", {}, { cause: new Error(lastReason) });
  }

  async function attemptOnce<T>(
    sdk: Sdk,
    client: OpenAI,
    format: AutoParseableResponseFormat<T>,
    prompt: Prompt,
    timeout: number,
    check: (value: T) => string | null,
  ): Promise<Attempt<T>> {
    try {
      const completion = await client.chat.completions.parse(
        {
          model,
          messages: [
            { role: "system", content: prompt.system },
            { role: "user", content: prompt.user },
          ],
          response_format: format,
        },
        { timeout },
      );
      const message = completion.choices[0]?.message;
      const usage = {
        promptTokens: completion.usage?.prompt_tokens ?? 0,
        completionTokens: completion.usage?.completion_tokens ?? 0,
      };
      if (!message) return { ok: false, reason: "no choice in the completion", usage };
      if (message.refusal) return { ok: false, reason: `refusal: ${message.refusal}`, usage };
      if (!message.parsed) return { ok: false, reason: "empty content", usage };
      const problem = check(message.parsed);
      return problem ? { ok: false, reason: problem, usage } : { ok: true, value: message.parsed, usage };
    } catch (error) {
      if (error instanceof SyntaxError) return { ok: false, reason: "content is not JSON" };
      if (error instanceof ZodError) return { ok: false, reason: `schema: ${error.issues[0]?.message ?? ""}` };
      if (error instanceof sdk.LengthFinishReasonError) return { ok: false, reason: "answer cut at the token limit" };
      if (error instanceof sdk.ContentFilterFinishReasonError) return { ok: false, reason: "content filter" };
      throw upstreamError(sdk, error, log);
    }
  }

  return {
    name: "openai",
    model,
    async defineWord(request) {
      const { value, usage } = await complete(
        "word",
        (formats) => formats.word,
        wordDefinitionPrompt(request),
        (v) => blank({ definition: v.definition, context: v.context }),
      );
      return { value: toWordDefinition(value), usage };
    },
    explainPassage(request) {
      return complete(
        "explanation",
        (formats) => formats.explanation,
        explanationPrompt(request),
        (v) =>
          v.keyThemes.length === 0
            ? "no key theme"
            : blank({ explanation: v.explanation, practicalApplication: v.practicalApplication }),
      );
    },
    answerQuestion(request) {
      return complete(
        "question",
        (formats) => formats.question,
        questionPrompt(request),
        (v) => (v.onTopic ? blank({ answer: v.answer }) : null),
      );
    },
    contextInLanguage(request) {
      return complete(
        "context",
        (formats) => formats.context,
        contextTranslationPrompt(request),
        (v) => blank({ context: v.context }),
      );
    },
  };
}

function blank(fields: Record<string, string>): string | null {
  const empty = Object.entries(fields).find(([, value]) => value.trim() === "");
  return empty ? `${empty[0]} is blank` : null;
}

function upstreamError(sdk: Sdk, error: unknown, log: AiLogger): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof sdk.APIConnectionTimeoutError) {
    log.warn({ ai: { upstream: "timeout" } }, "ai call timed out");
    return apiError("AI_TIMEOUT", {}, { cause: error });
  }
  if (error instanceof sdk.RateLimitError) {
    const retryAfter = Number(error.headers?.get("retry-after"));
    log.warn({ ai: { upstream: 429, message: error.message } }, "ai upstream rate limit");
    return apiError(
      "AI_UPSTREAM_BUSY",
      Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter: Math.ceil(retryAfter) } : {},
      { cause: error },
    );
  }
  if (error instanceof sdk.APIConnectionError) {
    log.error({ ai: { upstream: "unreachable", message: error.message } }, "ai upstream unreachable");
    return apiError("AI_UPSTREAM_ERROR", {}, { cause: error });
  }
  if (error instanceof sdk.APIError) {
    log.error({ ai: { upstream: error.status, message: error.message } }, "ai upstream error");
    return apiError("AI_UPSTREAM_ERROR", {}, { cause: error });
  }
  log.error({ err: error }, "ai call failed");
  return apiError("AI_UPSTREAM_ERROR", {}, { cause: error });
}
