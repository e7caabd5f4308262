import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";

export type SerializedAnswer = { body: Buffer; etag?: string };

/** The JSON body, with a strong ETag when the route sends one. */
export function serialize(output: unknown, withEtag: boolean): SerializedAnswer {
  const body = Buffer.from(JSON.stringify(output));
  if (!withEtag) return { body };
  return { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
}

export type AnswerMemo = LRUCache<string, SerializedAnswer>;

/**
 * Serialized answers of user-independent routes (a chapter), kept a minute so a hot chapter costs
 * a lookup instead of validation, serialization and hashing; a re-import shows within that minute.
 */
export function answerMemo(options: { max?: number; ttlMs?: number; clock?: { now(): number } } = {}): AnswerMemo {
  return new LRUCache<string, SerializedAnswer>({
    max: options.max ?? 1_000,
    ttl: options.ttlMs ?? 60_000,
    // A given clock is read at each lookup (lru-cache otherwise reuses one reading for a millisecond).
    ...(options.clock ? { perf: options.clock, ttlResolution: 0 } : {}),
  });
}
