import { randomUUID } from "node:crypto";
import { type Database, eq, users } from "@bible/db";
import { apiError, tooManyRequests } from "../errors";
import type { RateLimiters } from "../rate-limit";
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

/** Both limits count every attempt; a success clears the e-mail's count so a typo does not lock a user out. */
export async function login(
  db: Database,
  limiters: RateLimiters,
  input: { email: string; password: string; ip: string },
): Promise<SignedIn> {
  const waitIp = await limiters.loginPerIp.consume(input.ip);
  const waitEmail = await limiters.loginPerEmail.consume(input.email);
  const wait = Math.max(waitIp, waitEmail);
  if (wait > 0) throw tooManyRequests(wait, "auth.error.tooManyAttempts");

  const [row] = await db.select().from(users).where(eq(users.email, input.email));
  const valid = row
    ? await verifyPassword(row.passwordHash, input.password)
    : await verifyAgainstNothing(input.password);
  if (!row || !valid) {
    throw apiError("INVALID_CREDENTIALS", {});
  }
  await limiters.loginPerEmail.reset(input.email);
  return startSession(db, { id: row.id, email: row.email, firstName: row.firstName });
}

/**
 * Where the sign-in page should send the reader back to: an explicit `redirect` path, else the
 * page they came from when the Referer is this site. Only paths on this site, never another origin.
 */
export function returnPath(redirect: string | undefined, referer: string | null, host: string | null): string {
  if (redirect && isLocalPath(redirect)) return redirect;
  if (referer && host) {
    try {
      const url = new URL(referer);
      if (url.host === host && isLocalPath(url.pathname)) {
        const path = `${url.pathname}${url.search}${url.hash}`;
        if (!path.startsWith("/api/") && !path.startsWith("/connexion")) return path;
      }
    } catch {
      return "/";
    }
  }
  return "/";
}

function isLocalPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") && !/[\r\n]/.test(path);
}
