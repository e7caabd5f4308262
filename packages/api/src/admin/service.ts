import {
  and,
  bookmarks,
  comments,
  communityQuestions,
  count,
  type Database,
  eq,
  ne,
  or,
  qaEntries,
  USER_ROLES,
  type UserRole,
  users,
  vocabularyEntries,
} from "@bible/db";
import { frenchMessage } from "@bible/i18n";
import { installedVersions } from "@bible/versions";
import { aiCacheStats } from "../ai/cache";
import { invalidateUserSessions } from "../auth/session";
import { apiError, notFound } from "../errors";
import { iso } from "../lib/refs";
import { userRole } from "../schemas/auth";

// The API's role list and the column's must stay the same list: each must fit the other.
userRole.options satisfies readonly UserRole[];
USER_ROLES satisfies readonly (typeof userRole.options)[number][];

const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  role: users.role,
  createdAt: users.createdAt,
};

function byKey(key: string) {
  return or(eq(users.id, key), eq(users.email, key.toLowerCase()));
}

export async function listUsers(db: Database) {
  const rows = await db.select(userColumns).from(users).orderBy(users.createdAt, users.email);
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}

/** Grants or revokes admin; the user's sessions end so the new role applies at once. */
export async function setRole(db: Database, input: { user: string; role: "user" | "admin" }) {
  const key = input.user.trim();
  const [row] = await db.update(users).set({ role: input.role }).where(byKey(key)).returning(userColumns);
  if (!row) throw notFound(frenchMessage("errors.userNotFound", { user: key }));
  await invalidateUserSessions(db, row.id);
  return { ...row, createdAt: iso(row.createdAt) };
}

/**
 * Grants or takes back the moderator role. An administrator already moderates and stays one (409 CONFLICT:
 * `setRole` changes administrators). The role is read on every request, so it applies at once without
 * ending the user's sessions.
 */
export async function setModerator(db: Database, input: { user: string; moderator: boolean }) {
  const key = input.user.trim();
  const [row] = await db
    .update(users)
    .set({ role: input.moderator ? "moderator" : "user" })
    .where(and(byKey(key), ne(users.role, "admin")))
    .returning(userColumns);
  if (row) return { ...row, createdAt: iso(row.createdAt) };
  const [existing] = await db.select({ id: users.id }).from(users).where(byKey(key));
  if (existing) throw apiError("CONFLICT", {});
  throw notFound(frenchMessage("errors.userNotFound", { user: key }));
}

async function countOf(query: Promise<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.n ?? 0;
}

export async function stats(db: Database) {
  const [
    userCount,
    admins,
    moderators,
    bookmarkCount,
    vocabularyWords,
    qa,
    questions,
    pendingQuestions,
    pending,
    ai,
    versionCount,
  ] = await Promise.all([
    countOf(db.select({ n: count() }).from(users)),
    countOf(db.select({ n: count() }).from(users).where(eq(users.role, "admin"))),
    countOf(db.select({ n: count() }).from(users).where(eq(users.role, "moderator"))),
    countOf(db.select({ n: count() }).from(bookmarks)),
    countOf(db.select({ n: count() }).from(vocabularyEntries)),
    countOf(db.select({ n: count() }).from(qaEntries)),
    countOf(db.select({ n: count() }).from(communityQuestions)),
    countOf(db.select({ n: count() }).from(communityQuestions).where(eq(communityQuestions.status, "pending"))),
    countOf(db.select({ n: count() }).from(comments).where(eq(comments.status, "pending"))),
    aiCacheStats(db),
    installedVersions(db).then((versions) => versions.length),
  ]);
  return {
    users: userCount,
    admins,
    moderators,
    bookmarks: bookmarkCount,
    vocabularyWords,
    qaEntries: qa,
    communityQuestions: questions,
    pendingQuestions,
    pendingComments: pending,
    aiCachedAnswers: ai.entries,
    aiCacheHits: ai.hits,
    aiPromptTokens: ai.promptTokens,
    aiCompletionTokens: ai.completionTokens,
    installedVersions: versionCount,
  };
}
