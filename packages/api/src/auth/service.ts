import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { Language } from "@bible/canon";
import { type AccountTokenPurpose, and, type Database, eq, isNull, sessions, users } from "@bible/db";
import { frenchMessage } from "@bible/i18n";
import { apiError, tooManyRequests } from "../errors";
import { safeRedirectPath } from "../lib/redirect";
import { type MailSettings, sendInBackground } from "../mail/mailer";
import { accountLink, accountMail } from "../mail/messages";
import { addressAndEmailKey, type RateLimiters } from "../rate-limit";
import type { SignupInput, UserOutput } from "../schemas/auth";
import { consumeAccountToken, createAccountToken, deleteAccountTokens, peekAccountToken } from "./account-tokens";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "./password";
import { weakPasswordReason } from "./password-strength";
import { type ActiveSession, createSession, generateSessionToken } from "./session";

export type SignedIn = { user: UserOutput; token: string; session: ActiveSession };

async function startSession(db: Database, user: UserOutput): Promise<SignedIn> {
  const token = generateSessionToken();
  const session = await createSession(db, token, user.id);
  return { user, token, session };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; typeof e === "object" && e !== null; e = "cause" in e ? e.cause : undefined) {
    if ("code" in e && e.code === "23505") return true;
  }
  return false;
}

/**
 * Refuses (400 WEAK_PASSWORD naming `field`) a new password that is one of the most common or easy to guess;
 * `related` are the reader's own words (e-mail, first name).
 */
export async function assertStrongPassword(password: string, field: string, related: readonly string[]): Promise<void> {
  const reason = await weakPasswordReason(password, related);
  if (!reason) return;
  const key = reason === "common" ? "auth.error.commonPassword" : "auth.error.weakPassword";
  throw apiError("WEAK_PASSWORD", { field, reason }, { message: frenchMessage(key) });
}

export async function signup(db: Database, input: SignupInput): Promise<SignedIn> {
  await assertStrongPassword(input.password, "password", [input.email, input.firstName ?? ""]);
  const passwordHash = await hashPassword(input.password);
  const firstName = input.firstName ? input.firstName : null;
  try {
    const [row] = await db
      .insert(users)
      .values({ id: randomUUID(), email: input.email, passwordHash, firstName })
      .returning({ id: users.id, email: users.email, firstName: users.firstName });
    if (!row) throw new Error("user insert returned no row");
    return await startSession(db, row);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw apiError("EMAIL_TAKEN", { field: "email" });
    }
    throw error;
  }
}

/**
 * The sign-in policy (rate-limit.ts): an address is refused after too many attempts, in all or for one e-mail;
 * an e-mail tried too often from everywhere is only slowed down, so nobody can lock its owner out. A success
 * clears its address's count for the e-mail and the e-mail's own count.
 */
export async function login(
  db: Database,
  limiters: RateLimiters,
  input: { email: string; password: string; ip: string },
): Promise<SignedIn> {
  const pair = addressAndEmailKey(input.ip, input.email);
  const wait = Math.max(await limiters.loginPerIp.consume(input.ip), await limiters.loginPerIpAndEmail.consume(pair));
  if (wait > 0) throw tooManyRequests(wait, "auth.error.tooManyAttempts");
  if ((await limiters.loginPerEmail.consume(input.email)) > 0) await sleep(limiters.loginSlowdownMs);

  const [row] = await db.select().from(users).where(eq(users.email, input.email));
  const valid = row
    ? await verifyPassword(row.passwordHash, input.password)
    : await verifyAgainstNothing(input.password);
  if (!row || !valid) {
    throw apiError("INVALID_CREDENTIALS", {});
  }
  await limiters.loginPerIpAndEmail.reset(pair);
  await limiters.loginPerEmail.reset(input.email);
  return startSession(db, { id: row.id, email: row.email, firstName: row.firstName });
}

/**
 * Where the sign-in page should send the reader back to: an explicit `redirect` path, else the
 * page they came from when the Referer is this site. Only paths on this site, never another origin.
 */
export function returnPath(redirect: string | undefined, referer: string | null, host: string | null): string {
  const origin = host ? `http://${host}` : undefined;
  if (redirect) {
    const path = safeRedirectPath(redirect, origin);
    if (path !== "/" || redirect === "/") return path;
  }
  if (referer && origin) {
    try {
      const url = new URL(referer);
      if (url.host === host) {
        const path = safeRedirectPath(`${url.pathname}${url.search}${url.hash}`, origin);
        if (!path.startsWith("/api/") && !path.startsWith("/connexion")) return path;
      }
    } catch {
      return "/";
    }
  }
  return "/";
}

// --- Links by e-mail: password reset, e-mail verification ----------------------------------------------------

/** Writes a link for `user` and sends it in `language`, in the background (see `sendInBackground`). */
function sendLink(
  db: Database,
  mail: MailSettings,
  purpose: AccountTokenPurpose,
  language: Language,
  find: () => Promise<{ id: string; email: string } | undefined>,
): Promise<void> {
  return sendInBackground(mail, async () => {
    const user = await find();
    if (!user) return null;
    const token = await createAccountToken(db, purpose, { userId: user.id, email: user.email });
    return accountMail(purpose, language, user.email, accountLink(mail.publicUrl, purpose, token));
  });
}

/**
 * "Forgot password": limited per address and per e-mail (RATE_LIMITED), then the same answer whether the e-mail
 * has an account or not; the lookup, the link and the e-mail happen after the answer, so its timing says nothing.
 */
export async function requestPasswordReset(
  db: Database,
  limiters: RateLimiters,
  mail: MailSettings,
  input: { email: string; ip: string; language: Language },
): Promise<{ sent: true; delivery: "email" | "log" }> {
  const wait = Math.max(
    await limiters.passwordResetPerIp.consume(input.ip),
    await limiters.passwordResetPerEmail.consume(input.email),
  );
  if (wait > 0) throw tooManyRequests(wait, "auth.error.tooManyAttempts");
  void sendLink(db, mail, "password-reset", input.language, async () => {
    const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, input.email));
    return row;
  });
  return { sent: true, delivery: mail.mailer.delivery };
}

/** A verification link to the reader's address (at sign-up, and when they ask again). */
export function sendVerification(
  db: Database,
  mail: MailSettings,
  user: { id: string; email: string },
  language: Language,
): Promise<void> {
  return sendLink(db, mail, "email-verification", language, async () => user);
}

async function limitLinks(limiters: RateLimiters, ip: string): Promise<void> {
  const wait = await limiters.accountLinkPerIp.consume(ip);
  if (wait > 0) throw tooManyRequests(wait, "auth.error.tooManyAttempts");
}

/**
 * A new password from a reset link: the link works once and for an hour (INVALID_TOKEN otherwise); a weak
 * password is refused before the link is used, so the reader can try another. Every session of the reader ends,
 * every other reset link too; the link proves the address, so it is verified; the reader is signed in.
 */
export async function resetPassword(
  db: Database,
  limiters: RateLimiters,
  input: { token: string; password: string; ip: string },
): Promise<SignedIn> {
  await limitLinks(limiters, input.ip);
  const owner = await peekAccountToken(db, "password-reset", input.token);
  if (!owner) throw apiError("INVALID_TOKEN", {});
  await assertStrongPassword(input.password, "password", [owner.email]);
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    const used = await consumeAccountToken(tx, "password-reset", input.token);
    if (!used) return null;
    const [row] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, used.userId))
      .returning({ id: users.id, email: users.email, firstName: users.firstName });
    if (!row) return null;
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
    await deleteAccountTokens(tx, used.userId, "password-reset");
    if (row.email === used.email) {
      await tx
        .update(users)
        .set({ emailVerifiedAt: new Date() })
        .where(and(eq(users.id, used.userId), isNull(users.emailVerifiedAt)));
    }
    return row;
  });
  // Used in between by another request (a second tab, another instance): this one gets nothing.
  if (!user) throw apiError("INVALID_TOKEN", {});
  return startSession(db, user);
}

/** Marks the address verified from its link (once, within 48 hours: INVALID_TOKEN otherwise). */
export async function verifyEmail(
  db: Database,
  limiters: RateLimiters,
  input: { token: string; ip: string },
): Promise<{ verified: true; email: string }> {
  await limitLinks(limiters, input.ip);
  const used = await consumeAccountToken(db, "email-verification", input.token);
  if (!used) throw apiError("INVALID_TOKEN", {});
  // A link sent to an address the reader no longer has verifies nothing.
  const [row] = await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.id, used.userId), eq(users.email, used.email)))
    .returning({ email: users.email });
  if (!row) throw apiError("INVALID_TOKEN", {});
  return { verified: true, email: row.email };
}
