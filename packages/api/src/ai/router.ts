import type { TRPCRouterRecord } from "@trpc/server";
import type { Context } from "../context";
import { forbidden } from "../errors";
import { keepAnswer } from "../qa/keep-answer";
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
import { type AiCall, askQuestion, contextInLanguage, defineWord, explainPassage } from "./service";

function aiCall(ctx: Context): AiCall {
  return {
    db: ctx.db,
    provider: ctx.ai,
    limiters: ctx.limiters,
    requester: { ip: ctx.request.ip, userId: ctx.user?.id ?? null },
  };
}

/** Word definition, passage explanation and chapter questions (guests may use them all, SPEC §6). */
export const aiRouter = {
  wordDefinition: publicProcedure
    .input(wordDefinitionInput)
    .output(wordDefinitionOutput)
    .mutation(({ ctx, input }) => defineWord(aiCall(ctx), input)),

  explanation: publicProcedure
    .input(explanationInput)
    .output(explanationOutput)
    .mutation(({ ctx, input }) => explainPassage(aiCall(ctx), input)),

  askQuestion: publicProcedure
    .input(askQuestionInput)
    .output(askQuestionOutput)
    .mutation(async ({ ctx, input }) => {
      if (input.userId != null && input.userId !== ctx.user?.id) throw forbidden();
      const asked = await askQuestion(aiCall(ctx), input);
      await keepAnswer(ctx.db, asked, { userId: ctx.user?.id ?? null, ip: ctx.request.ip, limiters: ctx.limiters });
      return { answer: asked.answer, category: asked.category };
    }),

  contextInLanguage: publicProcedure
    .input(contextInLanguageInput)
    .output(contextInLanguageOutput)
    .mutation(({ ctx, input }) => contextInLanguage(aiCall(ctx), input)),
} satisfies TRPCRouterRecord;
