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
}

/** Where the counts live: this process's memory, the PostgreSQL database, or Redis. */
export type LimiterStore = {
  readonly kind: "memory" | "postgres" | "redis";
  limiter(name: string, limit: number, windowMs: number): RateLimiter;
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
  return {
    kind: "memory",
    limiter: (name, limit, windowMs) =>
      wrap(
        new RateLimiterMemory({ keyPrefix: name, points: limit, duration: windowSeconds(windowMs) }),
        limit,
        windowMs,
      ),
  };
}

/**
 * Counts in the `rate_limits` table of the PostgreSQL database every instance uses. While the database cannot
 * be reached, each instance keeps counting in its own memory (the library's insurance limiter) rather than
 * letting everything through or refusing everything.
 */
export function postgresStore(db: Database): LimiterStore {
  return {
    kind: "postgres",
    limiter: (name, limit, windowMs) => {
      const duration = windowSeconds(windowMs);
      const backend = new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: name,
        points: limit,
        duration,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points: limit, duration }),
      });
      return wrap(backend, limit, windowMs);
    },
  };
}

/** Counts in Redis (REDIS_URL), the lightest shared store; same insurance as the PostgreSQL one. */
export function redisStore(client: Redis): LimiterStore {
  return {
    kind: "redis",
    limiter: (name, limit, windowMs) => {
      const duration = windowSeconds(windowMs);
      const backend = new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `bible-polyglotte:${name}`,
        points: limit,
        duration,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points: limit, duration }),
      });
      return wrap(backend, limit, windowMs);
    },
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
    publishPerIp: store.limiter("publish-ip", 5, 60 * MINUTE),
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
