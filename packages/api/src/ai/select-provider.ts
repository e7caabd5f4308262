import type { Database } from "@bible/db";
import { withLexicon } from "./lexicon-enrichment";
import type { AiLogger } from "./logger";
import { createOfflineProvider } from "./offline-provider";
import { createOpenAiProvider } from "./openai-provider";
import type { AiProvider } from "./provider";

export type AiConfig = {
  /** auto: the OpenAI-compatible model when one is configured, else offline. */
  provider: "auto" | "openai" | "offline";
  apiKey?: string | undefined;
  baseUrl?: string | undefined;
  model?: string | undefined;
  timeoutMs?: number;
};

/**
 * The provider the configuration asks for: the model (its word definitions built on the lexicon) when
 * one is configured, else the offline lexicon provider; null only when a model is required but not set,
 * and then the AI calls answer 503 AI_NOT_CONFIGURED while the rest of the app is unaffected.
 */
export function selectAiProvider(config: AiConfig, log: AiLogger, db: Database): AiProvider | null {
  if (config.provider === "offline") {
    log.info({ ai: { provider: "offline" } }, "ai");
    return createOfflineProvider(db);
  }
  const wantsModel = config.provider === "openai" || (config.provider === "auto" && config.model);
  if (wantsModel) {
    if (!config.model) {
      log.warn({ ai: { provider: "openai" } }, "AI_PROVIDER=openai but OPENAI_MODEL is not set: AI calls disabled");
      return null;
    }
    log.info({ ai: { provider: "openai", model: config.model, baseUrl: config.baseUrl ?? "api.openai.com" } }, "ai");
    const model = createOpenAiProvider({
      model: config.model,
      baseUrl: config.baseUrl,
      apiKey: config.apiKey,
      log,
      ...(config.timeoutMs ? { timeoutMs: config.timeoutMs } : {}),
    });
    return withLexicon(model, db, log);
  }
  log.info({ ai: { provider: "offline" } }, "no AI model configured (OPENAI_MODEL): offline lexicon answers");
  return createOfflineProvider(db);
}
