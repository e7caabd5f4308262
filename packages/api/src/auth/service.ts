import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { type Database, eq, users } from "@bible/db";
import { apiError, tooManyRequests } from "../errors";
import { safeRedirectPath } from "../lib/redirect";
import { addressAndEmailKey, type RateLimiters } from "../rate-limit";
import type { SignupInput, UserOutput } from "../schemas/auth";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "./password";
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

export async function signup(db: Database, input: SignupInput): Promise<SignedIn> {
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
