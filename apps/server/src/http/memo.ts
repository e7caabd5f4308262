import { createHash } from "node:crypto";
import { brotliCompress, brotliCompressSync, constants, gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";

export type Encoding = "br" | "gzip";

export type SerializedAnswer = {
  body: Buffer;
  etag?: string;
  /** The body compressed once per encoding, when first asked for; kept with the answer. */
  encoded?: Partial<Record<Encoding, Buffer>>;
};

/** Below this a compressed body saves less than a network packet (the same threshold as @fastify/compress). */
const COMPRESS_FROM = 1024;

/** The encoding to send an answer in: brotli when the client takes it, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  if (picked.has(acceptEncoding)) return picked.get(acceptEncoding);
  const encoding = parseEncoding(acceptEncoding);
  // Browsers send a handful of distinct values; anything beyond is not kept.
  if (picked.size < 100) picked.set(acceptEncoding, encoding);
  return encoding;
}

const picked = new Map<string, Encoding | undefined>();

function parseEncoding(acceptEncoding: string): Encoding | undefined {
  const accepted = acceptEncoding
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => q === undefined || !/^\s*q=0(\.0*)?\s*$/.test(q))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return undefined;
}

/** Brotli's quality for the first answer: quick (~10 ms for a long chapter in three versions). */
const FIRST_QUALITY = 5;
/** Brotli's best, worked out afterwards on libuv's threads for an answer kept in memory (~10 % smaller). */
const KEPT_QUALITY = 11;

/**
 * The answer's bytes in `encoding`, compressed on first use: brotli at a quick quality at once, then at its best
 * off the event loop, replacing the first bytes when done (the same JSON, so the ETag holds).
 */
export function encodedBody(answer: SerializedAnswer, encoding: Encoding | undefined): Buffer | undefined {
  if (!encoding || answer.body.length < COMPRESS_FROM) return undefined;
  answer.encoded ??= {};
  let bytes = answer.encoded[encoding];
  if (!bytes) {
    bytes =
      encoding === "br"
        ? brotliCompressSync(answer.body, brotliOptions(answer, FIRST_QUALITY))
        : gzipSync(answer.body, { level: 6 });
    answer.encoded[encoding] = bytes;
    if (encoding === "br") {
      const first = bytes;
      brotliCompress(answer.body, brotliOptions(answer, KEPT_QUALITY), (error, best) => {
        if (!error && answer.encoded && best.length < first.length) answer.encoded.br = best;
      });
    }
  }
  return bytes;
}

function brotliOptions(answer: SerializedAnswer, quality: number) {
  return {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length },
  };
}

/** A strong ETag naming what an answer was made from (its input and revision), without hashing its body. */
export function revisionEtag(key: string): string {
  return `"${createHash("sha1").update(key).digest("base64url")}"`;
}

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

/** Serialized answers kept under input + revision: valid until the revision changes, dropped least used first. */
export function revisionMemo(max = 500): AnswerMemo {
  return new LRUCache<string, SerializedAnswer>({ max });
}
