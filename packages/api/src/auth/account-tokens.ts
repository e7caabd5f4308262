import { type AccountTokenPurpose, accountTokens, and, type Database, eq, gt, lte, type Queryable } from "@bible/db";
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";

// The links e-mailed to a reader, stored like sessions: the link carries 32 random bytes, the database only their
// SHA-256, so a copy of the database opens no account. Every instance sees the same rows; using one deletes it.

const HOUR_MS = 60 * 60 * 1000;
/** How long each kind of link works. */
export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  "password-reset": HOUR_MS,
  "email-verification": 48 * HOUR_MS,
};

export type AccountToken = { userId: string; email: string };

function tokenId(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** A new link's token for `user` (kept hashed), valid for its purpose's lifetime; their expired links go. */
export async function createAccountToken(
  db: Queryable,
  purpose: AccountTokenPurpose,
  user: AccountToken,
): Promise<string> {
  await db
    .delete(accountTokens)
    .where(and(eq(accountTokens.userId, user.userId), lte(accountTokens.expiresAt, new Date())));
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  const token = encodeBase32LowerCaseNoPadding(bytes);
  await db.insert(accountTokens).values({
    id: tokenId(token),
    userId: user.userId,
    purpose,
    email: user.email,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

const valid = (token: string, purpose: AccountTokenPurpose) =>
  and(
    eq(accountTokens.id, tokenId(token)),
    eq(accountTokens.purpose, purpose),
    gt(accountTokens.expiresAt, new Date()),
  );

/** Whose the token is, without using it (null when unknown, used or expired). */
export async function peekAccountToken(
  db: Database,
  purpose: AccountTokenPurpose,
  token: string,
): Promise<AccountToken | null> {
  const [row] = await db
    .select({ userId: accountTokens.userId, email: accountTokens.email })
    .from(accountTokens)
    .where(valid(token, purpose));
  return row ?? null;
}

/**
 * Uses the token: deleted in the same statement that finds it, so of two requests with one link (two tabs, two
 * instances) only one gets it. Null when unknown, already used or expired.
 */
export async function consumeAccountToken(
  db: Queryable,
  purpose: AccountTokenPurpose,
  token: string,
): Promise<AccountToken | null> {
  const [row] = await db
    .delete(accountTokens)
    .where(valid(token, purpose))
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  return row ?? null;
}

/** Forgets every link of one purpose a reader was sent (a reset ends the others). */
export async function deleteAccountTokens(db: Queryable, userId: string, purpose: AccountTokenPurpose): Promise<void> {
  await db.delete(accountTokens).where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)));
}
