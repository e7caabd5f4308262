import { createHash } from "node:crypto";
import type { FastifyReply } from "fastify";

/** A file name Vite made from its content (`index-B9x2kQ_a.js`): its bytes never change under that name. */
const HASHED = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+(\.(br|gz))?$/;

export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Cache rules of the built web app: hashed assets for a year without revalidation; everything else (index.html,
 * the favicon, the manifests and icons, the service worker /sw.js) is revalidated at each use through its ETag, so a
 * new deployment shows at the next visit and the browser's check for a new service worker always reaches the server.
 */
export function staticCacheHeaders(reply: FastifyReply, path: string): void {
  reply.header("cache-control", HASHED.test(path) ? IMMUTABLE : "no-cache");
}

/**
 * The Content-Security-Policy sources of the built index.html's inline scripts (the reader's early request,
 * apps/web/build/early-scripts.ts): each script's SHA-256, so the policy allows exactly those and no other inline
 * script. Nothing when the page has none.
 */
export function inlineScriptSources(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `'sha256-${createHash("sha256")
        .update(code ?? "")
        .digest("base64")}'`,
  );
}
