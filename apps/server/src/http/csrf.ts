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
 * Refuses writes whose Origin (or, without one, Referer) is another site: a browser sends one on
 * every cross-site POST, so a forged form or fetch cannot use the reader's cookie. Requests with
 * neither header are not from a browser page and go through. This also covers sign-in forms
 * (login CSRF), which carry no cookie yet.
 */
export function csrfGuard(trustedOrigins: string[]) {
  const trusted = new Set(trustedOrigins.map((o) => originOf(o)).filter((o): o is string => !!o && o !== "null"));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const source = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    if (!source) return;
    if (trusted.has(source)) return;
    const host = request.headers.host;
    if (host && source !== "null" && new URL(source).host === host) return;
    return reply.code(403).send({
      message: frenchMessage("errors.crossOrigin"),
      code: "CSRF",
    });
  };
}
