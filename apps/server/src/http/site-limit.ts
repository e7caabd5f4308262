import type { RateLimiter } from "@bible/api";
import { frenchMessage } from "@bible/i18n";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * What the limit counts: the calls (REST door and tRPC), where a request costs the server work. The web app's
 * files (hashed bundles served precompressed from disk, cached a year by browsers and CDNs, and index.html) are not
 * counted: a page is split into dozens of files loaded on demand, and counting them would refuse a reader for
 * reading; probes of load balancers and the metrics scraper (/healthz, /readyz, /metrics) are not readers.
 */
const COUNTED = /^\/(api|trpc)(\/|\?|$)/;

/**
 * The site-wide limit per client address, counted in the limiter's store (shared by every instance when it is
 * PostgreSQL or Redis): the request over the limit answers 429 with `retryAfter`, whichever instance receives it.
 */
export function siteLimit(limiter: RateLimiter) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!COUNTED.test(request.url)) return;
    const wait = await limiter.consume(request.ip);
    if (wait <= 0) return;
    const retryAfter = Math.max(1, Math.ceil(wait));
    return reply
      .code(429)
      .header("retry-after", String(retryAfter))
      .send({ message: frenchMessage("errors.rateLimited"), code: "RATE_LIMITED", retryAfter });
  };
}
