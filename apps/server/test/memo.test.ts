import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { answerMemo, encodedBody, serialize } from "../src/http/memo";

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

  it("sends brotli at once, then the smaller best-quality bytes of the same JSON", async () => {
    const words =
      "heureux ceux qui sont intègres dans leur voie marchent selon la loi de l'Éternel gardent ses préceptes cherchent de tout cœur".split(
        " ",
      );
    let seed = 7;
    const word = () => {
      seed = (seed * 48271) % 2147483647;
      return words[seed % words.length];
    };
    const verses = Array.from({ length: 176 }, (_, i) => ({
      verse: i + 1,
      text: Array.from({ length: 20 }, word).join(" "),
    }));
    const answer = serialize({ verses }, true);
    const first = encodedBody(answer, "br");
    expect(brotliDecompressSync(first ?? Buffer.alloc(0)).equals(answer.body)).toBe(true);
    await vi.waitFor(() => expect(encodedBody(answer, "br")?.length).toBeLessThan(first?.length ?? 0));
    expect(brotliDecompressSync(encodedBody(answer, "br") ?? Buffer.alloc(0)).equals(answer.body)).toBe(true);
  });
});
