import {
  and,
  type CommunityQuestion,
  comments,
  communityQuestions,
  count,
  type Database,
  desc,
  eq,
  gte,
  ne,
  QUESTION_CATEGORIES,
  type Queryable,
  type QuestionCategory,
  questionViews,
  questionVotes,
  type SQL,
  sql,
  users,
} from "@bible/db";
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { apiError, notFound } from "../errors";
import { bookLabel, checkReference, iso, resolveBook, resolveLanguage } from "../lib/refs";
import type { Deleted } from "../schemas/common";
import {
  type CommunityQuestionOutput,
  type MySubmissions,
  type QuestionCategoryName,
  questionCategory,
} from "../schemas/community";

// The API's category list and the column's must stay the same list: each must fit the other.
questionCategory.options satisfies readonly QuestionCategory[];
QUESTION_CATEGORIES satisfies readonly QuestionCategoryName[];

// Written out in full: inside a correlated subquery drizzle renders columns unqualified, and a bare
// "id" would be the comment's own id.
const approvedCommentCount = sql<number>`(
  select count(*)::int from ${comments}
  where ${comments}.${sql.identifier("question_id")} = ${communityQuestions}.${sql.identifier("id")}
    and ${comments}.${sql.identifier("status")} = 'approved'
)`;

function toOutput(
  row: Omit<CommunityQuestion, "status" | "askedBy"> & { commentCount: number },
): CommunityQuestionOutput {
  return {
    id: row.id,
    ...bookLabel(row.book),
    chapter: row.chapter,
    language: row.language,
    category: row.category,
    question: row.question,
    answer: row.answer,
    views: row.views,
    votes: row.votes,
    commentCount: Number(row.commentCount),
    createdAt: iso(row.createdAt),
  };
}

async function selectQuestions(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
): Promise<CommunityQuestionOutput[]> {
  const rows = await db
    .select({
      id: communityQuestions.id,
      book: communityQuestions.book,
      chapter: communityQuestions.chapter,
      language: communityQuestions.language,
      category: communityQuestions.category,
      question: communityQuestions.question,
      answer: communityQuestions.answer,
      views: communityQuestions.views,
      votes: communityQuestions.votes,
      createdAt: communityQuestions.createdAt,
      commentCount: approvedCommentCount,
    })
    .from(communityQuestions)
    .where(and(isApproved, where))
    .orderBy(...order)
    .limit(limit);
  return rows.map(toOutput);
}

/** Readers see approved questions only; a pending or rejected one does not exist for them (404). */
const isApproved = eq(communityQuestions.status, "approved");

/** Recent first, optionally for one book. */
export function listQuestions(
  db: Database,
  input: { book?: string | undefined; limit: number },
): Promise<CommunityQuestionOutput[]> {
  const book = input.book ? resolveBook(input.book) : undefined;
  return selectQuestions(
    db,
    book ? eq(communityQuestions.book, book.number) : undefined,
    [desc(communityQuestions.createdAt), desc(communityQuestions.id)],
    input.limit,
  );
}

export function popularQuestions(
  db: Database,
  input: { limit: number; minVotes: number },
): Promise<CommunityQuestionOutput[]> {
  return selectQuestions(
    db,
    gte(communityQuestions.votes, input.minVotes),
    [desc(communityQuestions.votes), desc(communityQuestions.createdAt), desc(communityQuestions.id)],
    input.limit,
  );
}

export async function getQuestion(db: Database, id: number): Promise<CommunityQuestionOutput> {
  const [question] = await selectQuestions(db, eq(communityQuestions.id, id), [], 1);
  if (!question) throw notFound();
  return question;
}

async function assertQuestionExists(db: Queryable, id: number): Promise<void> {
  const [row] = await db
    .select({ id: communityQuestions.id })
    .from(communityQuestions)
    .where(and(eq(communityQuestions.id, id), isApproved));
  if (!row) throw notFound();
}

/**
 * Publishes a question and its answer to the community: `approved` (listed at once) for an operator's or a
 * signed-in reader's, `pending` moderation (like a comment) for a guest's. `askedBy` lets the asker follow it
 * in their library; readers never see it.
 */
export async function publishQuestion(
  db: Queryable,
  input: {
    book: string;
    chapter: number;
    language?: string;
    category?: QuestionCategoryName;
    question: string;
    answer: string;
    askedBy?: string | null;
  },
  status: "pending" | "approved" = "approved",
): Promise<CommunityQuestionOutput> {
  const book = resolveBook(input.book);
  checkReference(book, input.chapter);
  const [row] = await db
    .insert(communityQuestions)
    .values({
      book: book.number,
      chapter: input.chapter,
      language: resolveLanguage(input.language ?? "french").id,
      category: input.category ?? "other",
      question: input.question,
      answer: input.answer,
      status,
      askedBy: input.askedBy ?? null,
    })
    .returning();
  if (!row) throw new Error("question insert returned no row");
  return toOutput({ ...row, commentCount: 0 });
}

export async function deleteQuestion(db: Database, id: number): Promise<Deleted> {
  const deleted = await db
    .delete(communityQuestions)
    .where(eq(communityQuestions.id, id))
    .returning({ id: communityQuestions.id });
  if (deleted.length === 0) throw notFound();
  return { deleted: true, id };
}

export async function userVotes(db: Database, userId: string): Promise<{ questionId: number; voteType: 1 | -1 }[]> {
  const rows = await db
    .select({ questionId: questionVotes.questionId, voteType: questionVotes.voteType })
    .from(questionVotes)
    .where(eq(questionVotes.userId, userId))
    .orderBy(questionVotes.questionId);
  return rows.map((row) => ({ questionId: row.questionId, voteType: row.voteType > 0 ? 1 : -1 }));
}

/**
 * One vote per user and question, switchable; the same vote twice is a 409. The vote row's primary
 * key serialises concurrent votes of one user, and the total moves by an atomic increment.
 */
export async function vote(
  db: Database,
  input: { questionId: number; userId: string; voteType: 1 | -1 },
): Promise<{ questionId: number; voteType: 1 | -1; votes: number }> {
  return db.transaction(async (tx) => {
    await assertQuestionExists(tx, input.questionId);
    const inserted = await tx
      .insert(questionVotes)
      .values({ questionId: input.questionId, userId: input.userId, voteType: input.voteType })
      .onConflictDoNothing()
      .returning({ questionId: questionVotes.questionId });
    let delta: number = input.voteType;
    if (inserted.length === 0) {
      const switched = await tx
        .update(questionVotes)
        .set({ voteType: input.voteType, votedAt: new Date() })
        .where(
          and(
            eq(questionVotes.questionId, input.questionId),
            eq(questionVotes.userId, input.userId),
            ne(questionVotes.voteType, input.voteType),
          ),
        )
        .returning({ questionId: questionVotes.questionId });
      if (switched.length === 0) {
        throw apiError("ALREADY_VOTED", {});
      }
      delta = 2 * input.voteType;
    }
    const [updated] = await tx
      .update(communityQuestions)
      .set({ votes: sql`${communityQuestions.votes} + ${delta}` })
      .where(eq(communityQuestions.id, input.questionId))
      .returning({ votes: communityQuestions.votes });
    return { questionId: input.questionId, voteType: input.voteType, votes: updated?.votes ?? 0 };
  });
}

/** A viewer is the user, or for guests a hash of their address (the address itself is not stored). */
export function viewerKey(userId: string | null, ip: string): string {
  if (userId) return `user:${userId}`;
  return `ip:${encodeHexLowerCase(sha256(new TextEncoder().encode(ip))).slice(0, 32)}`;
}

/** Counts a view at most once per viewer and (UTC) day. */
export async function recordView(
  db: Database,
  input: { questionId: number; viewer: string },
): Promise<{ questionId: number; views: number; counted: boolean }> {
  return db.transaction(async (tx) => {
    await assertQuestionExists(tx, input.questionId);
    const day = new Date().toISOString().slice(0, 10);
    const inserted = await tx
      .insert(questionViews)
      .values({ questionId: input.questionId, viewer: input.viewer, day })
      .onConflictDoNothing()
      .returning({ day: questionViews.day });
    const counted = inserted.length > 0;
    const [row] = counted
      ? await tx
          .update(communityQuestions)
          .set({ views: sql`${communityQuestions.views} + 1` })
          .where(eq(communityQuestions.id, input.questionId))
          .returning({ views: communityQuestions.views })
      : await tx
          .select({ views: communityQuestions.views })
          .from(communityQuestions)
          .where(eq(communityQuestions.id, input.questionId));
    return { questionId: input.questionId, views: row?.views ?? 0, counted };
  });
}

export async function approvedComments(
  db: Database,
  questionId: number,
): Promise<{ id: number; content: string; createdAt: string }[]> {
  await assertQuestionExists(db, questionId);
  const rows = await db
    .select({ id: comments.id, content: comments.content, createdAt: comments.createdAt })
    .from(comments)
    .where(and(eq(comments.questionId, questionId), eq(comments.status, "approved")))
    .orderBy(comments.createdAt, comments.id);
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}

/** Stores a comment for moderation (every comment, whoever writes it); it is listed once a moderator approves it. */
export async function addComment(
  db: Database,
  input: { questionId: number; userId: string; content: string },
): Promise<{ id: number; content: string; createdAt: string; status: "pending" | "approved" | "rejected" }> {
  await assertQuestionExists(db, input.questionId);
  const [row] = await db
    .insert(comments)
    .values({ questionId: input.questionId, userId: input.userId, content: input.content })
    .returning();
  if (!row) throw new Error("comment insert returned no row");
  return { id: row.id, content: row.content, createdAt: iso(row.createdAt), status: row.status };
}

/**
 * Comments waiting for a moderator, oldest first. The author's e-mail is for administrators (operators) only;
 * a moderator sees the first name.
 */
export async function pendingComments(db: Database, options: { withEmail: boolean }) {
  const rows = await db
    .select({
      id: comments.id,
      questionId: comments.questionId,
      question: communityQuestions.question,
      userId: comments.userId,
      author: users.firstName,
      email: users.email,
      content: comments.content,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .innerJoin(communityQuestions, eq(comments.questionId, communityQuestions.id))
    .innerJoin(users, eq(comments.userId, users.id))
    .where(eq(comments.status, "pending"))
    .orderBy(comments.createdAt, comments.id);
  return rows.map((row) => ({
    ...row,
    email: options.withEmail ? row.email : null,
    createdAt: iso(row.createdAt),
  }));
}

/** Approves (lists) or rejects a comment; a moderator may also take back one already decided. */
export async function moderateComment(
  db: Database,
  input: { id: number; decision: "approve" | "reject" },
): Promise<{ id: number; status: "approved" | "rejected" }> {
  const status = input.decision === "approve" ? "approved" : "rejected";
  const updated = await db
    .update(comments)
    .set({ status, moderatedAt: new Date() })
    .where(eq(comments.id, input.id))
    .returning({ id: comments.id });
  if (updated.length === 0) throw notFound();
  return { id: input.id, status };
}

/** Questions the AI answered for guests, waiting for a moderator, oldest first. */
export async function pendingQuestions(db: Database): Promise<CommunityQuestionOutput[]> {
  const rows = await db
    .select()
    .from(communityQuestions)
    .where(eq(communityQuestions.status, "pending"))
    .orderBy(communityQuestions.createdAt, communityQuestions.id);
  return rows.map((row) => toOutput({ ...row, commentCount: 0 }));
}

/** Approves (lists) or rejects a question; a moderator may also take back one already published. */
export async function moderateQuestion(
  db: Database,
  input: { id: number; decision: "approve" | "reject" },
): Promise<{ id: number; status: "approved" | "rejected" }> {
  const status = input.decision === "approve" ? "approved" : "rejected";
  const updated = await db
    .update(communityQuestions)
    .set({ status })
    .where(eq(communityQuestions.id, input.id))
    .returning({ id: communityQuestions.id });
  if (updated.length === 0) throw notFound();
  return { id: input.id, status };
}

/** A moderator files a question under another category (SPEC §3's list), pending or published. */
export async function setQuestionCategory(
  db: Database,
  input: { id: number; category: QuestionCategoryName },
): Promise<{ id: number; category: QuestionCategoryName }> {
  const updated = await db
    .update(communityQuestions)
    .set({ category: input.category })
    .where(eq(communityQuestions.id, input.id))
    .returning({ id: communityQuestions.id, category: communityQuestions.category });
  const [row] = updated;
  if (!row) throw notFound();
  return row;
}

/** How much waits for a moderator (the header's count). */
export async function pendingCount(db: Database): Promise<{ questions: number; comments: number }> {
  const [[questions], [waiting]] = await Promise.all([
    db.select({ n: count() }).from(communityQuestions).where(eq(communityQuestions.status, "pending")),
    db.select({ n: count() }).from(comments).where(eq(comments.status, "pending")),
  ]);
  return { questions: questions?.n ?? 0, comments: waiting?.n ?? 0 };
}

/** The questions a reader asked and the comments they wrote, newest first, each with its moderation status. */
export async function mySubmissions(db: Database, userId: string): Promise<MySubmissions> {
  const [questions, written] = await Promise.all([
    db
      .select({
        id: communityQuestions.id,
        book: communityQuestions.book,
        chapter: communityQuestions.chapter,
        category: communityQuestions.category,
        question: communityQuestions.question,
        status: communityQuestions.status,
        createdAt: communityQuestions.createdAt,
      })
      .from(communityQuestions)
      .where(eq(communityQuestions.askedBy, userId))
      .orderBy(desc(communityQuestions.createdAt), desc(communityQuestions.id)),
    db
      .select({
        id: comments.id,
        questionId: comments.questionId,
        question: communityQuestions.question,
        content: comments.content,
        status: comments.status,
        createdAt: comments.createdAt,
      })
      .from(comments)
      .innerJoin(communityQuestions, eq(comments.questionId, communityQuestions.id))
      .where(eq(comments.userId, userId))
      .orderBy(desc(comments.createdAt), desc(comments.id)),
  ]);
  return {
    questions: questions.map(({ book, ...row }) => ({ ...row, ...bookLabel(book), createdAt: iso(row.createdAt) })),
    comments: written.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
  };
}
