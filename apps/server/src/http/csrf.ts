import { frenchMessage } from "@bible/i18n";
import type { FastifyReply, FastifyRequest } from "fastify";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return "null";
  }
}

/**
 * The request's own origin, scheme included (behind a trusted proxy, the forwarded scheme and host):
 * http://site and https://site are two sites, and a page on one must not write to the other.
 */
function ownOrigin(request: FastifyRequest): string | undefined {
  return originOf(`${request.protocol}://${request.host}`);
}

/**
 * Whether a page of another site sent this request: the browser says so in Sec-Fetch-Site ('none' is an
 * address the reader typed); older browsers are judged by their Origin or Referer. Neither: not a browser page.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site === "cross-site") return true;
  if (site === "same-origin" || site === "same-site" || site === "none") return false;
  const source = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  return source !== undefined && source !== ownOrigin(request);
}

/**
 * Refuses writes whose Origin (or, without one, Referer) is another site: a browser sends one on
 * every cross-site POST, so a forged form or fetch cannot use the reader's cookie. Requests with
 * neither header are not from a browser page and go through. Origins are compared whole (scheme, host, port). This also covers sign-in forms
 * (login CSRF), which carry no cookie yet.
 */
export function csrfGuard(trustedOrigins: string[]) {
  const trusted = new Set(trustedOrigins.map((o) => originOf(o)).filter((o): o is string => !!o && o !== "null"));
  // A callback hook, not an async one: a GET (nearly every request) goes on without a promise and a tick.
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const source = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    if (!source || trusted.has(source) || source === ownOrigin(request)) return done();
    reply.code(403).send({
      message: frenchMessage("errors.crossOrigin"),
      code: "CSRF",
    });
  };
}
