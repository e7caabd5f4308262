import type { FastifyReply, FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Helmet's headers for `options`, worked out once: helmet itself (through @fastify/helmet) rebuilt its middleware
 * and re-parsed the CSP directives at every request, about a fifth of the time a cached chapter answer took.
 * The options hold no per-request part (no CSP nonce), so every answer gets the same headers.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // Helmet reads nothing from the request; its middleware throws on a bad option instead of calling back.
  helmet(options)({} as never, response as never, () => {});
  return headers;
}

/** An onRequest hook giving every answer the headers (an answer may still replace one, e.g. a route's own CSP). */
export function securityHeadersHook(headers: Record<string, string>) {
  return (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.headers(headers);
    done();
  };
}
