import { createHash } from "node:crypto";

export type SerializedAnswer = { body: Buffer; etag?: string };

/** The JSON body, with a strong ETag when the route sends one. */
export function serialize(output: unknown, withEtag: boolean): SerializedAnswer {
  const body = Buffer.from(JSON.stringify(output));
  if (!withEtag) return { body };
  return { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
}

/**
 * Serialized answers of user-independent routes (a chapter), kept a minute so a hot chapter costs
 * a map lookup instead of validation, serialization and hashing; a re-import shows within that minute.
 */
export class AnswerMemo {
  private readonly entries = new Map<string, SerializedAnswer & { expiresAt: number }>();

  constructor(
    private readonly maxEntries = 1_000,
    private readonly ttlMs = 60_000,
  ) {}

  get(key: string, now = Date.now()): SerializedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, answer: SerializedAnswer, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { ...answer, expiresAt: now + this.ttlMs });
  }
}
