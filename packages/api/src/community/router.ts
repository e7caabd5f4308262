import { frenchMessage } from "@bible/i18n";
import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { unauthorized } from "../errors";
import { deletedSchema } from "../schemas/common";
import {
  addCommentInput,
  addedCommentSchema,
  commentSchema,
  communityQuestionSchema,
  listQuestionsInput,
  moderateCommentInput,
  moderatedCommentSchema,
  pendingCommentSchema,
  popularQuestionsInput,
  publishQuestionInput,
  questionIdInput,
  userVoteSchema,
  userVotesInput,
  viewResultSchema,
  voteInput,
  voteResultSchema,
} from "../schemas/community";
import { adminProcedure, assertSelf, protectedProcedure, publicProcedure } from "../trpc";
import {
  addComment,
  approvedComments,
  deleteQuestion,
  getQuestion,
  listQuestions,
  moderateComment,
  moderateQuestion,
  pendingComments,
  pendingQuestions,
  popularQuestions,
  publishQuestion,
  recordView,
  userVotes,
  viewerKey,
  vote,
} from "./service";

/**
 * SPEC §8's clients look for 'authentication required' in the message, so it stays in it for REST callers;
 * the web app reads the code.
 */
const commenterProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw unauthorized(`authentication required: ${frenchMessage("toast.comment.authRequired")}`);
  return next({ ctx: { ...ctx, user: ctx.user } });
});

export const communityRouter = {
  list: publicProcedure
    .input(listQuestionsInput)
    .output(z.array(communityQuestionSchema))
    .query(({ ctx, input }) => listQuestions(ctx.db, input)),

  popular: publicProcedure
    .input(popularQuestionsInput)
    .output(z.array(communityQuestionSchema))
    .query(({ ctx, input }) => popularQuestions(ctx.db, input)),

  get: publicProcedure
    .input(questionIdInput)
    .output(communityQuestionSchema)
    .query(({ ctx, input }) => getQuestion(ctx.db, input.id)),

  userVotes: protectedProcedure
    .input(userVotesInput)
    .output(z.array(userVoteSchema))
    .query(({ ctx, input }) => {
      assertSelf(ctx, input.userId);
      return userVotes(ctx.db, ctx.user.id);
    }),

  vote: protectedProcedure
    .input(voteInput)
    .output(voteResultSchema)
    .mutation(({ ctx, input }) => {
      assertSelf(ctx, input.userId);
      return vote(ctx.db, { questionId: input.id, userId: ctx.user.id, voteType: input.voteType });
    }),

  view: publicProcedure
    .input(questionIdInput)
    .output(viewResultSchema)
    .mutation(({ ctx, input }) =>
      recordView(ctx.db, { questionId: input.id, viewer: viewerKey(ctx.user?.id ?? null, ctx.request.ip) }),
    ),

  comments: publicProcedure
    .input(questionIdInput)
    .output(z.array(commentSchema))
    .query(({ ctx, input }) => approvedComments(ctx.db, input.id)),

  addComment: commenterProcedure
    .input(addCommentInput)
    .output(addedCommentSchema)
    .mutation(({ ctx, input }) => {
      assertSelf(ctx, input.userId);
      return addComment(ctx.db, { questionId: input.id, userId: ctx.user.id, content: input.content });
    }),

  create: adminProcedure
    .input(publishQuestionInput)
    .output(communityQuestionSchema)
    .mutation(({ ctx, input }) => publishQuestion(ctx.db, input)),

  remove: adminProcedure
    .input(questionIdInput)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deleteQuestion(ctx.db, input.id)),

  pendingComments: adminProcedure.output(z.array(pendingCommentSchema)).query(({ ctx }) => pendingComments(ctx.db)),

  /** Questions readers asked the AI, published once an admin approves them (`pnpm admin questions`). */
  pendingQuestions: adminProcedure
    .output(z.array(communityQuestionSchema))
    .query(({ ctx }) => pendingQuestions(ctx.db)),

  moderateQuestion: adminProcedure
    .input(moderateCommentInput)
    .output(moderatedCommentSchema)
    .mutation(({ ctx, input }) => moderateQuestion(ctx.db, input)),

  moderateComment: adminProcedure
    .input(moderateCommentInput)
    .output(moderatedCommentSchema)
    .mutation(({ ctx, input }) => moderateComment(ctx.db, input)),
} satisfies TRPCRouterRecord;
