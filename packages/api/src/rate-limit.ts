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

export function createRateLimiters(): RateLimiters {
  return {
    loginPerIp: new RateLimiter(20, 15 * MINUTE),
    loginPerIpAndEmail: new RateLimiter(5, 15 * MINUTE),
    loginPerEmail: new RateLimiter(10, 15 * MINUTE),
    loginSlowdownMs: LOGIN_SLOWDOWN_MS,
    signupPerIp: new RateLimiter(10, 60 * MINUTE),
    publishPerIp: new RateLimiter(5, 60 * MINUTE),
    aiPerIp: new RateLimiter(AI_LIMITS.perIp.max, AI_LIMITS.perIp.windowMs),
    aiPerUser: new RateLimiter(AI_LIMITS.perUser.max, AI_LIMITS.perUser.windowMs),
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
