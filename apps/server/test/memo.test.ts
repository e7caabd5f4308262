import { describe, expect, it } from "vitest";
import { AnswerMemo, serialize } from "../src/http/memo";

describe("AnswerMemo", () => {
  it("keeps answers for its time to live, then forgets them", () => {
    const memo = new AnswerMemo(10, 1000);
    const answer = serialize({ verses: [1, 2, 3] }, true);
    memo.set("k", answer, 0);
    expect(memo.get("k", 999)?.body.toString()).toBe('{"verses":[1,2,3]}');
    expect(memo.get("k", 1000)).toBeUndefined();
  });

  it("drops the oldest answer when full", () => {
    const memo = new AnswerMemo(2, 60_000);
    for (const key of ["a", "b", "c"]) memo.set(key, serialize(key, false), 0);
    expect(memo.get("a", 1)).toBeUndefined();
    expect(memo.get("c", 1)?.body.toString()).toBe('"c"');
  });

  it("gives equal answers equal strong ETags and different answers different ones", () => {
    expect(serialize({ a: 1 }, true).etag).toBe(serialize({ a: 1 }, true).etag);
    expect(serialize({ a: 1 }, true).etag).not.toBe(serialize({ a: 2 }, true).etag);
    expect(serialize({ a: 1 }, false).etag).toBeUndefined();
  });
});
