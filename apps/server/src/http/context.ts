import {
  type AiProvider,
  type Context,
  createContext,
  databaseUnavailable,
  type MailSettings,
  type RateLimiters,
  type SessionCookieWriter,
} from "@bible/api";
import type { Database } from "@bible/db";
import type { FastifyReply, FastifyRequest } from "fastify";
import { isCrossSite } from "./csrf";

export const SESSION_COOKIE = "session";

/** `session: false`: an answer that does not depend on the reader (a route with a revision) reads no session. */
export type ContextFactory = (
  request: FastifyRequest,
  reply: FastifyReply,
  options?: { session?: boolean },
) => Promise<Context>;

function sessionCookies(reply: FastifyReply, secure: boolean): SessionCookieWriter {
  const options = { httpOnly: true, sameSite: "lax", path: "/", secure } as const;
  return {
    set: (token, expiresAt) => {
      reply.setCookie(SESSION_COOKIE, token, { ...options, expires: expiresAt });
    },
    clear: () => {
      reply.clearCookie(SESSION_COOKIE, options);
    },
  };
}

/** The API context of one HTTP request: its session cookie, who and where it comes from. */
export function contextFactory(
  db: Database,
  limiters: RateLimiters,
  secureCookies: boolean,
  ai: AiProvider | null,
  mail: MailSettings,
): ContextFactory {
  return (request, reply, options) =>
    createContext({
      db,
      limiters,
      ai,
      mail,
      sessionToken: options?.session === false ? undefined : request.cookies[SESSION_COOKIE],
      cookies: sessionCookies(reply, secureCookies),
      request: {
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? null,
        origin: request.headers.origin ?? null,
        referer: request.headers.referer ?? null,
        host: request.headers.host ?? null,
        crossSite: isCrossSite(request),
      },
    }).catch((error: unknown) => {
      // The session lookup is the first query of a request: a database that cannot be reached answers 503 here.
      throw databaseUnavailable(error) ?? error;
    });
}
