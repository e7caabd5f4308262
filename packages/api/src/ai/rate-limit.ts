import { AiError } from "./errors";
import { AI_LIMITS, type RateLimits } from "./limits";

export type Requester = { ip: string; userId: string | null };

export type AiRateLimiter = {
  /** Counts one model call for this requester, or throws RATE_LIMITED without counting it. */
  consume(requester: Requester): void;
};

type Window = { count: number; resetAt: number };

/**
 * Fixed-window counters per address and per user, held in this process: the limits protect the
 * model's budget from one client, and one server process serves the app.
 */
export function createAiRateLimiter(limits: RateLimits = AI_LIMITS, now: () => number = Date.now): AiRateLimiter {
  const windows = new Map<string, Window>();
  let nextSweep = 0;

  function sweep(time: number) {
    if (time < nextSweep) return;
    nextSweep = time + limits.perIp.windowMs;
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  }

  function current(key: string, windowMs: number, time: number): Window {
    const existing = windows.get(key);
    if (existing && existing.resetAt > time) return existing;
    const fresh = { count: 0, resetAt: time + windowMs };
    windows.set(key, fresh);
    return fresh;
  }

  return {
    consume({ ip, userId }) {
      const time = now();
      sweep(time);
      const checks: { window: Window; max: number }[] = [
        { window: current(`ip:${ip}`, limits.perIp.windowMs, time), max: limits.perIp.max },
      ];
      if (userId) {
        checks.push({ window: current(`user:${userId}`, limits.perUser.windowMs, time), max: limits.perUser.max });
      }
      const exceeded = checks.find((c) => c.window.count >= c.max);
      if (exceeded) {
        throw new AiError("RATE_LIMITED", { retryAfterSeconds: Math.ceil((exceeded.window.resetAt - time) / 1000) });
      }
      for (const c of checks) c.window.count++;
    },
  };
}
