import type { AiLogger } from "./logger";
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
 * The provider the configuration asks for, or null when none can answer: the AI calls then answer
 * 503 AI_NOT_CONFIGURED and the rest of the app is unaffected.
 */
export function selectAiProvider(config: AiConfig, log: AiLogger): AiProvider | null {
  const wantsModel = config.provider === "openai" || (config.provider === "auto" && config.model);
  if (wantsModel) {
    if (!config.model) {
      log.warn({ ai: { provider: "openai" } }, "AI_PROVIDER=openai but OPENAI_MODEL is not set: AI calls disabled");
      return null;
    }
    log.info({ ai: { provider: "openai", model: config.model, baseUrl: config.baseUrl ?? "api.openai.com" } }, "ai");
    return createOpenAiProvider({
      model: config.model,
      baseUrl: config.baseUrl,
      apiKey: config.apiKey,
      log,
      ...(config.timeoutMs ? { timeoutMs: config.timeoutMs } : {}),
    });
  }
  log.warn({ ai: { provider: config.provider } }, "no AI model configured (OPENAI_MODEL): AI calls disabled");
  return null;
}
