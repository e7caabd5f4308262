import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit";

describe("RateLimiter", () => {
  it("allows `limit` attempts per window and then says how long to wait", () => {
    const limiter = new RateLimiter(3, 60_000);
    const t0 = 1_000_000;
    expect([1, 2, 3].map(() => limiter.consume("a", t0))).toEqual([0, 0, 0]);
    expect(limiter.consume("a", t0 + 10_000)).toBe(50);
    expect(limiter.consume("b", t0 + 10_000)).toBe(0);
    expect(limiter.consume("a", t0 + 60_000)).toBe(0);
  });

  it("forgets a key on reset", () => {
    const limiter = new RateLimiter(1, 60_000);
    limiter.consume("a", 0);
    expect(limiter.consume("a", 1)).toBeGreaterThan(0);
    limiter.reset("a");
    expect(limiter.consume("a", 2)).toBe(0);
  });
});
