import { type Database, rateLimits } from "@bible/db";
import type { Redis } from "ioredis";
import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterStoreAbstract,
} from "rate-limiter-flexible";
import { AI_LIMITS } from "./ai/limits";

/**
 * A limit of `limit` attempts per key and window. The policy (which limits, which keys, what to answer) lives with
 * the features; where the counts are kept is the store's business, so every limit holds across instances as soon
 * as the store is shared.
 */
export interface RateLimiter {
  readonly limit: number;
  readonly windowMs: number;
  /** Counts one attempt; answers how long to wait (seconds) when the key is over its limit, else 0. */
  consume(key: string): Promise<number>;
  /** Forgets the key's attempts. */
  reset(key: string): Promise<void>;
  /** Sends the counts still held in memory to the store (a batched limiter, see `batchedLimiter`). */
  flush?(): Promise<void>;
}

/** Where the counts live: this process's memory, the PostgreSQL database, or Redis. */
export type LimiterStore = {
  readonly kind: "memory" | "postgres" | "redis";
  limiter(name: string, limit: number, windowMs: number): RateLimiter;
  /**
   * The same limit for a count made at every request (the site-wide limit): with a shared store, decided in
   * this process's memory while the key is far from its limit, its counts sent in batches (see `batchedLimiter`).
   */
  batched(name: string, limit: number, windowMs: number): RateLimiter;
};

type Backend = RateLimiterMemory | RateLimiterStoreAbstract;

function wrap(backend: Backend, limit: number, windowMs: number): RateLimiter {
  return {
    limit,
    windowMs,
    async consume(key) {
      try {
        await backend.consume(key);
        return 0;
      } catch (rejection) {
        // The library rejects with the counter when the key is over its limit, with an Error when the store fails.
        if (rejection instanceof RateLimiterRes) return Math.max(rejection.msBeforeNext, 1) / 1000;
        throw rejection;
      }
    },
    async reset(key) {
      await backend.delete(key);
    },
  };
}

function windowSeconds(windowMs: number): number {
  return Math.max(1, Math.ceil(windowMs / 1000));
}

/** Counts in process memory: enough for one process (the embedded database allows no more). */
export function memoryStore(): LimiterStore {
  const limiter = (name: string, limit: number, windowMs: number) =>
    wrap(new RateLimiterMemory({ keyPrefix: name, points: limit, duration: windowSeconds(windowMs) }), limit, windowMs);
  // In memory already: nothing to batch.
  return { kind: "memory", limiter, batched: limiter };
}

/**
 * Counts in the `rate_limits` table of the PostgreSQL database every instance uses. While the database cannot
 * be reached, each instance keeps counting in its own memory (the library's insurance limiter) rather than
 * letting everything through or refusing everything.
 */
export function postgresStore(db: Database): LimiterStore {
  const backend = (name: string, limit: number, windowMs: number) => {
    const duration = windowSeconds(windowMs);
    return new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: name,
      points: limit,
      duration,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points: limit, duration }),
    });
  };
  return {
    kind: "postgres",
    limiter: (name, limit, windowMs) => wrap(backend(name, limit, windowMs), limit, windowMs),
    batched: (name, limit, windowMs) => batchedLimiter(backend(name, limit, windowMs), limit, windowMs),
  };
}

/** Counts in Redis (REDIS_URL), the lightest shared store; same insurance as the PostgreSQL one. */
export function redisStore(client: Redis): LimiterStore {
  const backend = (name: string, limit: number, windowMs: number) => {
    const duration = windowSeconds(windowMs);
    return new RateLimiterRedis({
      storeClient: client,
      keyPrefix: `bible-polyglotte:${name}`,
      points: limit,
      duration,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points: limit, duration }),
    });
  };
  return {
    kind: "redis",
    limiter: (name, limit, windowMs) => wrap(backend(name, limit, windowMs), limit, windowMs),
    batched: (name, limit, windowMs) => batchedLimiter(backend(name, limit, windowMs), limit, windowMs),
  };
}

export type RateLimiters = {
  /** Sign-in attempts per address, any e-mail: refused beyond it (see the sign-in policy below). */
  loginPerIp: RateLimiter;
  /** Sign-in attempts for one e-mail from one address: refused beyond it. */
  loginPerIpAndEmail: RateLimiter;
  /** Sign-in attempts for one e-mail from every address: slowed down beyond it, never refused. */
  loginPerEmail: RateLimiter;
  /** How long each sign-in beyond `loginPerEmail` waits before its password is checked. */
  loginSlowdownMs: number;
  signupPerIp: RateLimiter;
  /** "Forgot password" requests per address, and per e-mail from everywhere (whether it has an account or not). */
  passwordResetPerIp: RateLimiter;
  passwordResetPerEmail: RateLimiter;
  /** Links (reset, verification) opened per address: a token is unguessable, this bounds the work of trying. */
  accountLinkPerIp: RateLimiter;
  /** Verification e-mails a reader asks to be sent again. */
  verificationPerUser: RateLimiter;
  /** Trainings of a reader's own review schedule (seconds of CPU each). */
  trainingPerUser: RateLimiter;
  /** Questions answered by the AI that one address publishes to the community (for moderation). */
  publishPerIp: RateLimiter;
  /** AI calls that reach the model (cached answers are free), see AI_LIMITS. */
  aiPerIp: RateLimiter;
  aiPerUser: RateLimiter;
};

const MINUTE = 60_000;

export function createRateLimiters(store: LimiterStore = memoryStore()): RateLimiters {
  return {
    loginPerIp: store.limiter("login-ip", 20, 15 * MINUTE),
    loginPerIpAndEmail: store.limiter("login-ip-email", 5, 15 * MINUTE),
    loginPerEmail: store.limiter("login-email", 10, 15 * MINUTE),
    loginSlowdownMs: LOGIN_SLOWDOWN_MS,
    signupPerIp: store.limiter("signup-ip", 10, 60 * MINUTE),
    passwordResetPerIp: store.limiter("reset-ip", 10, 60 * MINUTE),
    passwordResetPerEmail: store.limiter("reset-email", 3, 60 * MINUTE),
    accountLinkPerIp: store.limiter("account-link-ip", 30, 15 * MINUTE),
    verificationPerUser: store.limiter("verification-user", 3, 60 * MINUTE),
    publishPerIp: store.limiter("publish-ip", 5, 60 * MINUTE),
    trainingPerUser: store.limiter("training-user", 5, 60 * MINUTE),
    aiPerIp: store.limiter("ai-ip", AI_LIMITS.perIp.max, AI_LIMITS.perIp.windowMs),
    aiPerUser: store.limiter("ai-user", AI_LIMITS.perUser.max, AI_LIMITS.perUser.windowMs),
  };
}

// --- The sign-in policy (whatever store counts the attempts) -------------------------------------------------
// Refusing an e-mail after N failures from anywhere let anyone lock its owner out. So the address that keeps
// guessing is refused (per address, and per address and e-mail), while the e-mail itself is only slowed down:
// its owner's right password, from their own address, always gets in.

const LOGIN_SLOWDOWN_MS = 1000;

/** The key of one e-mail tried from one address. */
export function addressAndEmailKey(ip: string, email: string): string {
  return `${ip} ${email}`;
}

// --- A limit counted at every request, batched --------------------------------------------------------------

type BatchedEntry = {
  /** The key's count in the store when it last answered, this window. */
  known: number;
  /** Admitted here and sent, the store's answer not back yet. */
  sending: number;
  /** Admitted here, not sent yet. */
  pending: number;
  /** When the store's window for the key ends (ms since the epoch). */
  resetAt: number;
  /** The store said the key is over its limit: refused here until `resetAt` without asking it again. */
  blocked: boolean;
};

export type BatchOptions = {
  /**
   * Requests of one key an instance admits on its own before the store has acknowledged them (default
   * max(8, limit / 64): 19 for the default site limit of 1,200 a minute).
   */
  batch?: number;
};

/**
 * A shared limit (PostgreSQL, Redis) without a store round trip, and without a write, per request. While a key is
 * far from its limit (its count last heard from the store, plus what this process admitted since, under 3/4 of the
 * limit and 8 batches below it) this process admits it on its own and counts it in memory; once half a batch is
 * counted, it sends those counts to the store in one consume, in the background (the request does not wait for it).
 * A request waits for the store only when the key's requests outrun the store (a whole batch admitted here and not
 * acknowledged yet) or when the key is near its limit: there every request asks the store, carrying the counts not
 * sent yet. A key the store refused is refused from memory until its window ends. A key that makes fewer than half
 * a batch of requests in a window on an instance costs that instance no write at all (those counts end with the
 * window: far below the limit, they change no answer).
 *
 * The bound it gives, per key and window, with N instances sharing the store:
 * - never refused before `limit` requests: the store's count only holds admitted requests until the first
 *   refusal, and a request is refused only when that count, with it, goes over `limit`;
 * - at most `limit + N × (batch - 1)` admitted: an instance admits on its own only while its view is under that
 *   threshold and at most `batch - 1` requests the store has not acknowledged (batch 19, 3 instances, 1,200 a
 *   minute: at most 1,254);
 * - exact when each instance hears from the store more often than every `max(limit / 4, 8 × batch)` requests of
 *   the key (so with up to 8 instances sharing a key's requests evenly): near the limit, every instance that
 *   receives the key's requests asks the store at each one, carrying what it admitted before.
 * Counts not yet sent when a process stops are sent by `flush()` (the server calls it on close); a crash loses
 * at most `batch - 1` per key and instance.
 */
export function batchedLimiter(
  backend: Backend,
  limit: number,
  windowMs: number,
  options: BatchOptions = {},
): RateLimiter {
  const batch = Math.max(2, options.batch ?? Math.max(8, Math.ceil(limit / 64)));
  /** Counts held here from which they are sent, in the background. */
  const sendFrom = Math.ceil(batch / 2);
  // The last quarter of the limit (at least 8 batches) is always decided by the store.
  const localUpTo = limit - Math.max(Math.ceil(limit / 4), 8 * batch);
  const entries = new Map<string, BatchedEntry>();
  let sweepScheduled = false;
  const scheduleSweep = () => {
    if (sweepScheduled) return;
    sweepScheduled = true;
    setTimeout(sweep, windowMs).unref();
  };

  /** The store's answer to `points` sent for `key`: its count, its window, whether it is over. */
  function heard(key: string, points: number, answer: RateLimiterRes, over: boolean): void {
    const now = Date.now();
    let entry = entries.get(key);
    if (!entry || now >= entry.resetAt) {
      entry = { known: 0, sending: points, pending: 0, resetAt: 0, blocked: false };
      entries.set(key, entry);
    }
    entry.sending = Math.max(0, entry.sending - points);
    entry.known = Math.max(entry.known, answer.consumedPoints);
    entry.resetAt = now + answer.msBeforeNext;
    if (over) entry.blocked = true;
    scheduleSweep();
  }

  async function send(key: string, entry: BatchedEntry, points: number): Promise<number> {
    entry.sending += points;
    try {
      const answer = await backend.consume(key, points);
      heard(key, points, answer, false);
      return 0;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        heard(key, points, rejection, true);
        return Math.max(rejection.msBeforeNext, 1) / 1000;
      }
      entry.sending = Math.max(0, entry.sending - points);
      throw rejection;
    }
  }

  /** Sends the key's counts held here; a store that fails counts them in its insurance limiter. */
  function sendPending(key: string, entry: BatchedEntry): Promise<unknown> {
    const points = entry.pending;
    entry.pending = 0;
    return send(key, entry, points).catch(() => {});
  }

  async function flush(): Promise<void> {
    const now = Date.now();
    const sends: Promise<unknown>[] = [];
    for (const [key, entry] of entries) {
      // A window that ended takes its unsent counts with it (they are not the next window's).
      if (now >= entry.resetAt) entry.pending = 0;
      if (entry.pending > 0) sends.push(sendPending(key, entry));
    }
    await Promise.all(sends);
  }

  function sweep(): void {
    sweepScheduled = false;
    const now = Date.now();
    for (const [key, entry] of entries) {
      if (now >= entry.resetAt && entry.sending === 0) entries.delete(key);
    }
    if (entries.size > 0) scheduleSweep();
  }

  return {
    limit,
    windowMs,
    async consume(key) {
      const now = Date.now();
      let entry = entries.get(key);
      if (entry && now >= entry.resetAt) {
        entry.pending = 0;
        entry.blocked = false;
        entry.known = 0;
        if (entry.sending === 0) {
          entries.delete(key);
          entry = undefined;
        }
      }
      if (entry?.blocked) return Math.max(entry.resetAt - now, 1) / 1000;
      if (!entry) {
        // A key not heard of: its window starts here until the store tells its own.
        entry = { known: 0, sending: 0, pending: 0, resetAt: now + windowMs, blocked: false };
        entries.set(key, entry);
        scheduleSweep();
      }
      const held = entry.sending + entry.pending;
      if (held + 1 < batch && entry.known + held + 1 <= localUpTo) {
        entry.pending += 1;
        if (entry.pending >= sendFrom && entry.sending === 0) void sendPending(key, entry);
        return 0;
      }
      const points = entry.pending + 1;
      entry.pending = 0;
      return send(key, entry, points);
    },
    async reset(key) {
      entries.delete(key);
      await backend.delete(key);
    },
    flush,
  };
}
