import { z } from "zod";
import { bookRef, chapterNumber, isoDate, languageRef, recordId, text, userId } from "./common";

/** SPEC §3 categories (the database column has the same list; a type check in the service keeps them equal). */
export const questionCategory = z.enum(["theology", "history", "application", "language", "culture", "other"]);

export const listQuestionsInput = z.object({
  book: bookRef.optional().describe("Only questions on this book; omitted for all"),
  limit: z.number().int().min(1).max(100).default(50),
});

export const popularQuestionsInput = z.object({
  limit: z.number().int().min(1).max(100).default(30),
  minVotes: z.number().int().min(-1_000_000).max(1_000_000).default(3),
});

export const communityQuestionSchema = z.object({
  id: z.number().int(),
  book: z.string(),
  bookId: z.string(),
  chapter: z.number().int(),
  language: z.string(),
  category: questionCategory,
  question: z.string(),
  answer: z.string(),
  views: z.number().int(),
  votes: z.number().int(),
  commentCount: z.number().int(),
  createdAt: isoDate,
});

export const userVotesInput = z.object({ userId });
export const voteType = z.union([z.literal(1), z.literal(-1)]);
export const userVoteSchema = z.object({ questionId: z.number().int(), voteType });

export const voteInput = z.object({ id: recordId, userId: userId.optional(), voteType });
export const voteResultSchema = z.object({ questionId: z.number().int(), voteType, votes: z.number().int() });

export const questionIdInput = z.object({ id: recordId });

export const commentSchema = z.object({ id: z.number().int(), content: z.string(), createdAt: isoDate });

// The client maps these fragments to its French toasts (SPEC §8): keep 'content is required' and 'too long'.
export const COMMENT_MAX_LENGTH = 1000;
export const commentContent = text({ error: "content is required" })
  .trim()
  .min(1, { error: "content is required" })
  .max(COMMENT_MAX_LENGTH, { error: `content too long (max ${COMMENT_MAX_LENGTH} characters)` });

/** Where a comment, or a question, stands in moderation. */
export const moderationStatus = z.enum(["pending", "approved", "rejected"]);

export const addCommentInput = z.object({ id: recordId, userId: userId.optional(), content: commentContent });
export const addedCommentSchema = commentSchema.extend({ status: moderationStatus });

export const viewResultSchema = z.object({
  questionId: z.number().int(),
  views: z.number().int(),
  counted: z.boolean(),
});

export const publishQuestionInput = z.object({
  book: bookRef,
  chapter: chapterNumber,
  language: languageRef.default("french"),
  category: questionCategory.default("other"),
  question: text().trim().min(1).max(2000),
  answer: text().trim().min(1).max(20_000),
});

export const pendingCommentSchema = z.object({
  id: z.number().int(),
  questionId: z.number().int(),
  question: z.string(),
  userId: z.string(),
  /** The author's first name, if they gave one. */
  author: z.string().nullable(),
  /** The author's e-mail, for administrators only (null for moderators). */
  email: z.string().nullable(),
  content: z.string(),
  createdAt: isoDate,
});

export const moderateInput = z.object({ id: recordId, decision: z.enum(["approve", "reject"]) });
export const moderatedSchema = z.object({ id: z.number().int(), status: z.enum(["approved", "rejected"]) });

export const setCategoryInput = z.object({ id: recordId, category: questionCategory });
export const categorySetSchema = z.object({ id: z.number().int(), category: questionCategory });

export const pendingCountSchema = z.object({
  questions: z.number().int().describe("Questions waiting for moderation"),
  comments: z.number().int().describe("Comments waiting for moderation"),
});

/** What a signed-in reader submitted to the community, each with where it stands in moderation. */
export const mySubmissionsSchema = z.object({
  questions: z.array(
    z.object({
      id: z.number().int(),
      book: z.string(),
      bookId: z.string(),
      chapter: z.number().int(),
      category: questionCategory,
      question: z.string(),
      status: moderationStatus,
      createdAt: isoDate,
    }),
  ),
  comments: z.array(
    z.object({
      id: z.number().int(),
      questionId: z.number().int(),
      question: z.string(),
      content: z.string(),
      status: moderationStatus,
      createdAt: isoDate,
    }),
  ),
});

export type QuestionCategoryName = z.infer<typeof questionCategory>;
export type MySubmissions = z.infer<typeof mySubmissionsSchema>;
export type CommunityQuestionOutput = z.infer<typeof communityQuestionSchema>;
