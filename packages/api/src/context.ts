import type { Database } from "@bible/db";
import { silentLogger } from "./ai/logger";
import type { AiProvider } from "./ai/provider";
import { type ActiveSession, type SessionUser, validateSessionToken } from "./auth/session";
import { logMailer, type MailSettings } from "./mail/mailer";
import { createRateLimiters, type RateLimiters } from "./rate-limit";

export type RequestInfo = {
  ip: string;
  userAgent: string | null;
  origin: string | null;
  referer: string | null;
  /** Host the request was addressed to, to tell same-origin referers apart. */
  host: string | null;
  /**
   * The request comes from another site's page (Sec-Fetch-Site, else an Origin or Referer of another origin):
   * a navigation a reader did not choose here, which must not end their session.
   */
  crossSite: boolean;
};

/** How procedures set or clear the session cookie; the HTTP server supplies it, in-process callers ignore it. */
export type SessionCookieWriter = {
  set(token: string, expiresAt: Date): void;
  clear(): void;
};

export type Context = {
  db: Database;
  user: SessionUser | null;
  session: ActiveSession | null;
  request: RequestInfo;
  cookies: SessionCookieWriter;
  limiters: RateLimiters;
  /** The AI provider the configuration chose; null when none is configured (AI calls answer 503). */
  ai: AiProvider | null;
  /** How account e-mails (password reset, verification) leave, and the public address their links point to. */
  mail: MailSettings;
};

export type CreateContextOptions = {
  db: Database;
  /** The `session` cookie, when the request has one. */
  sessionToken?: string | null | undefined;
  request?: Partial<RequestInfo>;
  cookies?: SessionCookieWriter;
  /** Shared by every request of one server; a fresh set otherwise. */
  limiters?: RateLimiters;
  ai?: AiProvider | null;
  /** The server's SMTP (or log) transport; absent → links go nowhere (in-process callers that send no e-mail). */
  mail?: MailSettings;
};

/** For in-process callers (admin commands, tests that do not read e-mails): links are dropped. */
const NO_MAIL: MailSettings = {
  mailer: logMailer(silentLogger),
  publicUrl: "http://localhost:3000",
  log: silentLogger,
};

const IGNORE_COOKIES: SessionCookieWriter = { set: () => {}, clear: () => {} };

export const LOCAL_REQUEST: RequestInfo = {
  ip: "127.0.0.1",
  userAgent: null,
  origin: null,
  referer: null,
  host: null,
  crossSite: false,
};

export async function createContext(options: CreateContextOptions): Promise<Context> {
  const cookies = options.cookies ?? IGNORE_COOKIES;
  let user: SessionUser | null = null;
  let session: ActiveSession | null = null;
  if (options.sessionToken) {
    const result = await validateSessionToken(options.db, options.sessionToken);
    if (result.session) {
      user = result.user;
      session = result.session;
      if (result.renewed) cookies.set(options.sessionToken, result.session.expiresAt);
    } else {
      cookies.clear();
    }
  }
  return {
    db: options.db,
    user,
    session,
    request: { ...LOCAL_REQUEST, ...options.request },
    cookies,
    limiters: options.limiters ?? createRateLimiters(),
    ai: options.ai ?? null,
    mail: options.mail ?? NO_MAIL,
  };
}

/** The identity admin commands act with: in process, never reachable over HTTP. */
export const CLI_ADMIN: SessionUser = { id: "cli", email: "cli@localhost", firstName: "CLI", role: "admin" };

export function createAdminContext(db: Database, ai: AiProvider | null = null): Context {
  return {
    db,
    user: CLI_ADMIN,
    session: null,
    request: LOCAL_REQUEST,
    cookies: IGNORE_COOKIES,
    limiters: createRateLimiters(),
    ai,
    mail: NO_MAIL,
  };
}
