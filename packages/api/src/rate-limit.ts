import { AI_LIMITS } from "./ai/limits";

/**
 * A fixed-window counter per key, in process memory: enough for one server process, which is how
 * the app is deployed. Counts reset when the process restarts, which only ever favours the user.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Counts one attempt; answers how long to wait (seconds) when the key is over its limit, else 0. */
  consume(key: string, now = Date.now()): number {
    this.sweep(now);
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return 0;
    }
    entry.count += 1;
    return entry.count > this.limit ? (entry.resetAt - now) / 1000 : 0;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private lastSweep = 0;
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

export type RateLimiters = {
  loginPerIp: RateLimiter;
  loginPerEmail: RateLimiter;
  signupPerIp: RateLimiter;
  /** AI calls that reach the model (cached answers are free), see AI_LIMITS. */
  aiPerIp: RateLimiter;
  aiPerUser: RateLimiter;
};

const MINUTE = 60_000;

export function createRateLimiters(): RateLimiters {
  return {
    loginPerIp: new RateLimiter(20, 15 * MINUTE),
    loginPerEmail: new RateLimiter(5, 15 * MINUTE),
    signupPerIp: new RateLimiter(10, 60 * MINUTE),
    aiPerIp: new RateLimiter(AI_LIMITS.perIp.max, AI_LIMITS.perIp.windowMs),
    aiPerUser: new RateLimiter(AI_LIMITS.perUser.max, AI_LIMITS.perUser.windowMs),
  };
}
