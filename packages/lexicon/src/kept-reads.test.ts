import type { Queryable } from "@bible/db";
import { describe, expect, it } from "vitest";
import { KeptReads } from "./kept-reads";

// Only a key here: the kept reads never use the handle itself.
const db = {} as unknown as Queryable;

describe("reads kept per database handle", () => {
  it("reads once, drops the least recently used past the limit, and starts afresh when a token changes", async () => {
    const kept = new KeptReads<string>(2);
    let loads = 0;
    const load = (value: string) => () => {
      loads++;
      return Promise.resolve(value);
    };
    const token = {};
    expect(await kept.read(db, [token], "a", load("A"))).toBe("A");
    expect(await kept.read(db, [token], "a", load("other"))).toBe("A");
    expect(loads).toBe(1);
    await kept.read(db, [token], "b", load("B"));
    await kept.read(db, [token], "a", load("A")); // 'a' used last: 'b' is now the oldest
    await kept.read(db, [token], "c", load("C"));
    expect(await kept.read(db, [token], "a", load("A again"))).toBe("A");
    expect(await kept.read(db, [token], "b", load("B again"))).toBe("B again");
    expect(await kept.read(db, [{}], "a", load("new generation"))).toBe("new generation");
  });

  it("keeps neither a failed read nor one its rule refuses", async () => {
    const kept = new KeptReads<string>(10, (value) => value !== "pending");
    await expect(kept.read(db, [], "x", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await kept.read(db, [], "x", () => Promise.resolve("pending"))).toBe("pending");
    await Promise.resolve();
    expect(await kept.read(db, [], "x", () => Promise.resolve("aligned"))).toBe("aligned");
    expect(await kept.read(db, [], "x", () => Promise.resolve("later"))).toBe("aligned");
  });
});
