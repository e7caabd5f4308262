import {
  bookmarks,
  comments,
  communityQuestions,
  count,
  type Database,
  eq,
  or,
  qaEntries,
  users,
  vocabularyEntries,
} from "@bible/db";
import { frenchMessage } from "@bible/i18n";
import { installedVersions } from "@bible/versions";
import { aiCacheStats } from "../ai/cache";
import { invalidateUserSessions } from "../auth/session";
import { notFound } from "../errors";
import { iso } from "../lib/refs";

export async function listUsers(db: Database) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      role: users.role,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(users.createdAt, users.email);
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}

/** Grants or revokes admin; the user's sessions end so the new role applies at once. */
export async function setRole(db: Database, input: { user: string; role: "user" | "admin" }) {
  const key = input.user.trim();
  const [row] = await db
    .update(users)
    .set({ role: input.role })
    .where(or(eq(users.id, key), eq(users.email, key.toLowerCase())))
    .returning({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      role: users.role,
      createdAt: users.createdAt,
    });
  if (!row) throw notFound(frenchMessage("errors.userNotFound", { user: key }));
  await invalidateUserSessions(db, row.id);
  return { ...row, createdAt: iso(row.createdAt) };
}

async function countOf(query: Promise<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.n ?? 0;
}

export async function stats(db: Database) {
  const [userCount, admins, bookmarkCount, vocabularyWords, qa, questions, pending, ai, versionCount] =
    await Promise.all([
      countOf(db.select({ n: count() }).from(users)),
      countOf(db.select({ n: count() }).from(users).where(eq(users.role, "admin"))),
      countOf(db.select({ n: count() }).from(bookmarks)),
      countOf(db.select({ n: count() }).from(vocabularyEntries)),
      countOf(db.select({ n: count() }).from(qaEntries)),
      countOf(db.select({ n: count() }).from(communityQuestions)),
      countOf(db.select({ n: count() }).from(comments).where(eq(comments.status, "pending"))),
      aiCacheStats(db),
      installedVersions(db).then((versions) => versions.length),
    ]);
  return {
    users: userCount,
    admins,
    bookmarks: bookmarkCount,
    vocabularyWords,
    qaEntries: qa,
    communityQuestions: questions,
    pendingComments: pending,
    aiCachedAnswers: ai.entries,
    aiCacheHits: ai.hits,
    aiPromptTokens: ai.promptTokens,
    aiCompletionTokens: ai.completionTokens,
    installedVersions: versionCount,
  };
}
