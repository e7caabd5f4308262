import type { RateLimiter } from "@bible/api";
import { frenchMessage } from "@bible/i18n";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Probes of load balancers and the metrics scraper are not readers: never limited. */
const UNLIMITED = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * The site-wide limit per client address, counted in the limiter's store (shared by every instance when it is
 * PostgreSQL or Redis): the request over the limit answers 429 with `retryAfter`, whichever instance receives it.
 */
export function siteLimit(limiter: RateLimiter) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (UNLIMITED.has(request.url.split("?", 1)[0] ?? "")) return;
    const wait = await limiter.consume(request.ip);
    if (wait <= 0) return;
    const retryAfter = Math.max(1, Math.ceil(wait));
    return reply
      .code(429)
      .header("retry-after", String(retryAfter))
      .send({ message: frenchMessage("errors.rateLimited"), code: "RATE_LIMITED", retryAfter });
  };
}
