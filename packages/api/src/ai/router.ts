import type { TRPCRouterRecord } from "@trpc/server";
import type { Context } from "../context";
import { forbidden } from "../errors";
import {
  askQuestionInput,
  askQuestionOutput,
  contextInLanguageInput,
  contextInLanguageOutput,
  explanationInput,
  explanationOutput,
  wordDefinitionInput,
  wordDefinitionOutput,
} from "../schemas/ai";
import { publicProcedure } from "../trpc";
import { AI_LIMITS } from "./limits";
import { type AiCall, askQuestion, contextInLanguage, defineWord, explainPassage } from "./service";

function aiCall(ctx: Context): AiCall {
  return {
    db: ctx.db,
    provider: ctx.ai,
    limiters: ctx.limiters,
    requester: { ip: ctx.request.ip, userId: ctx.user?.id ?? null },
  };
}

const rest = { bodyLimit: AI_LIMITS.bodyLimitBytes };

/** Word definition, passage explanation and chapter questions (guests may use them all, SPEC §6). */
export const aiRouter = {
  wordDefinition: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/word-definition",
        tags: ["ai"],
        summary: "Define a word in its sentence (and give the sentence in the target language)",
      },
      rest,
    })
    .input(wordDefinitionInput)
    .output(wordDefinitionOutput)
    .mutation(({ ctx, input }) => defineWord(aiCall(ctx), input)),

  explanation: publicProcedure
    .meta({
      openapi: { method: "POST", path: "/explanation", tags: ["ai"], summary: "Explain a passage" },
      rest,
    })
    .input(explanationInput)
    .output(explanationOutput)
    .mutation(({ ctx, input }) => explainPassage(aiCall(ctx), input)),

  askQuestion: publicProcedure
    .meta({
      openapi: { method: "POST", path: "/ask-question", tags: ["ai"], summary: "Ask a question about a chapter" },
      rest,
    })
    .input(askQuestionInput)
    .output(askQuestionOutput)
    .mutation(({ ctx, input }) => {
      if (input.userId != null && input.userId !== ctx.user?.id) throw forbidden();
      return askQuestion(aiCall(ctx), input);
    }),

  contextInLanguage: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/context-translation",
        tags: ["ai"],
        summary: "A sentence in another language (the word dialog's primary-language context)",
      },
      rest,
    })
    .input(contextInLanguageInput)
    .output(contextInLanguageOutput)
    .mutation(({ ctx, input }) => contextInLanguage(aiCall(ctx), input)),
} satisfies TRPCRouterRecord;
