import { frenchMessage } from "@bible/i18n";
import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { unauthorized } from "../errors";
import { deletedSchema } from "../schemas/common";
import {
  addCommentInput,
  addedCommentSchema,
  categorySetSchema,
  commentSchema,
  communityQuestionSchema,
  listQuestionsInput,
  moderatedSchema,
  moderateInput,
  mySubmissionsSchema,
  pendingCommentSchema,
  pendingCountSchema,
  popularQuestionsInput,
  publishQuestionInput,
  questionIdInput,
  setCategoryInput,
  userVoteSchema,
  userVotesInput,
  viewResultSchema,
  voteInput,
  voteResultSchema,
} from "../schemas/community";
import { adminProcedure, assertSelf, moderatorProcedure, protectedProcedure, publicProcedure } from "../trpc";
import {
  addComment,
  approvedComments,
  deleteQuestion,
  getQuestion,
  listQuestions,
  moderateComment,
  moderateQuestion,
  mySubmissions,
  pendingComments,
  pendingCount,
  pendingQuestions,
  popularQuestions,
  publishQuestion,
  recordView,
  setQuestionCategory,
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

  /** What the signed-in reader submitted (questions they asked, comments), with where each stands. */
  mine: protectedProcedure.output(mySubmissionsSchema).query(({ ctx }) => mySubmissions(ctx.db, ctx.user.id)),

  // Moderation: moderators and administrators (the /moderation screen, `pnpm admin`).

  pendingCount: moderatorProcedure.output(pendingCountSchema).query(({ ctx }) => pendingCount(ctx.db)),

  pendingComments: moderatorProcedure
    .output(z.array(pendingCommentSchema))
    .query(({ ctx }) => pendingComments(ctx.db, { withEmail: ctx.user.role === "admin" })),

  /** Questions guests asked the AI, published once a moderator approves them. */
  pendingQuestions: moderatorProcedure
    .output(z.array(communityQuestionSchema))
    .query(({ ctx }) => pendingQuestions(ctx.db)),

  moderateQuestion: moderatorProcedure
    .input(moderateInput)
    .output(moderatedSchema)
    .mutation(({ ctx, input }) => moderateQuestion(ctx.db, input)),

  setCategory: moderatorProcedure
    .input(setCategoryInput)
    .output(categorySetSchema)
    .mutation(({ ctx, input }) => setQuestionCategory(ctx.db, input)),

  moderateComment: moderatorProcedure
    .input(moderateInput)
    .output(moderatedSchema)
    .mutation(({ ctx, input }) => moderateComment(ctx.db, input)),
} satisfies TRPCRouterRecord;
