import { describe, expect, it } from "vitest";
import { answerMemo, serialize } from "../src/http/memo";

describe("the answer memo", () => {
  it("keeps answers for its time to live, then forgets them", () => {
    let now = 1_000;
    const memo = answerMemo({ max: 10, ttlMs: 1000, clock: { now: () => now } });
    memo.set("k", serialize({ verses: [1, 2, 3] }, true));
    now += 1000;
    expect(memo.get("k")?.body.toString()).toBe('{"verses":[1,2,3]}');
    now += 1;
    expect(memo.get("k")).toBeUndefined();
  });

  it("drops the least recently used answer when full", () => {
    const memo = answerMemo({ max: 2 });
    for (const key of ["a", "b"]) memo.set(key, serialize(key, false));
    memo.get("a");
    memo.set("c", serialize("c", false));
    expect(memo.get("b")).toBeUndefined();
    expect(memo.get("a")?.body.toString()).toBe('"a"');
    expect(memo.get("c")?.body.toString()).toBe('"c"');
  });

  it("gives equal answers equal strong ETags and different answers different ones", () => {
    expect(serialize({ a: 1 }, true).etag).toBe(serialize({ a: 1 }, true).etag);
    expect(serialize({ a: 1 }, true).etag).not.toBe(serialize({ a: 2 }, true).etag);
    expect(serialize({ a: 1 }, false).etag).toBeUndefined();
  });
});
