import { and, communityQuestions, type Database, desc, eq, ne, questionVotes, sessions, sql, users } from "@bible/db";
import { hashPassword, verifyPassword } from "../auth/password";
import { apiError, notFound } from "../errors";
import { iso } from "../lib/refs";

/** Refuses (401 INVALID_CREDENTIALS, like a wrong sign-in) unless `password` is the reader's. */
async function checkPassword(db: Database, userId: string, password: string): Promise<void> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row || !(await verifyPassword(row.passwordHash, password))) throw apiError("INVALID_CREDENTIALS", {});
}

/** A new password, given the current one; every other session of the reader ends, this one stays. */
export async function changePassword(
  db: Database,
  reader: { userId: string; sessionId: string },
  input: { currentPassword: string; newPassword: string },
): Promise<{ changed: true; endedSessions: number }> {
  await checkPassword(db, reader.userId, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reader.userId));
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, reader.userId), ne(sessions.id, reader.sessionId)))
      .returning({ id: sessions.id });
    return { changed: true as const, endedSessions: ended.length };
  });
}

/** The reader's address and when it was verified (null: not yet). */
export async function emailStatus(db: Database, userId: string): Promise<{ email: string; verifiedAt: string | null }> {
  const [row] = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  return { email: row.email, verifiedAt: row.verifiedAt ? iso(row.verifiedAt) : null };
}

export async function listSessions(db: Database, reader: { userId: string; sessionId: string }) {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, reader.userId), sql`${sessions.expiresAt} > now()`))
    .orderBy(desc(sessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    createdAt: iso(row.createdAt),
    expiresAt: iso(row.expiresAt),
    current: row.id === reader.sessionId,
  }));
}

/** Ends one of the reader's own sessions (404 for any other id). */
export async function endSession(db: Database, userId: string, id: string): Promise<{ ended: true }> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw notFound("id");
  return { ended: true };
}

/** Deletes the account and, through the foreign keys, all its data; its votes leave the questions' totals. */
export async function deleteAccount(db: Database, userId: string, password: string): Promise<{ deleted: true }> {
  await checkPassword(db, userId, password);
  await db.transaction(async (tx) => {
    await tx
      .update(communityQuestions)
      .set({ votes: sql`${communityQuestions.votes} - ${questionVotes.voteType}` })
      .from(questionVotes)
      .where(and(eq(questionVotes.questionId, communityQuestions.id), eq(questionVotes.userId, userId)));
    await tx.delete(users).where(eq(users.id, userId));
  });
  return { deleted: true };
}
