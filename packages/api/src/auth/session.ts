import { type Database, eq, sessions, type UserRole, users } from "@bible/db";
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";

// Sessions as the Lucia guide builds them: the browser holds a random token, the database only its hash.
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
/** A session used with less than this left is extended to a full lifetime again (sliding expiry). */
export const SESSION_RENEW_BEFORE_MS = 15 * DAY_MS;

export type SessionUser = { id: string; email: string; firstName: string | null; role: UserRole };
export type ActiveSession = { id: string; userId: string; expiresAt: Date };
export type SessionValidation =
  | { session: ActiveSession; user: SessionUser; renewed: boolean }
  | { session: null; user: null; renewed: false };

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export async function createSession(db: Database, token: string, userId: string): Promise<ActiveSession> {
  const session = { id: sessionIdFromToken(token), userId, expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS) };
  await db.insert(sessions).values(session);
  return session;
}

export async function validateSessionToken(db: Database, token: string): Promise<SessionValidation> {
  const sessionId = sessionIdFromToken(token);
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      email: users.email,
      firstName: users.firstName,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.id, sessionId));
  if (!row) return { session: null, user: null, renewed: false };
  const now = Date.now();
  if (now >= row.expiresAt.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, sessionId));
    return { session: null, user: null, renewed: false };
  }
  const session: ActiveSession = { id: row.id, userId: row.userId, expiresAt: row.expiresAt };
  let renewed = false;
  if (row.expiresAt.getTime() - now < SESSION_RENEW_BEFORE_MS) {
    session.expiresAt = new Date(now + SESSION_LIFETIME_MS);
    await db.update(sessions).set({ expiresAt: session.expiresAt }).where(eq(sessions.id, sessionId));
    renewed = true;
  }
  return {
    session,
    user: { id: row.userId, email: row.email, firstName: row.firstName, role: row.role },
    renewed,
  };
}

export async function invalidateSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function invalidateUserSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
