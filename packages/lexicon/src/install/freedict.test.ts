import { MessageChannel } from "node:worker_threads";
import type { StoredDictionaryEntry } from "@bible/db";
import { describe, expect, it } from "vitest";
import { readBucket, toBuckets } from "./freedict";

describe("a FreeDict language pair's bucket rows", () => {
  it("reach the thread that writes them at their own size, and read back as written", async () => {
    const entries = new Map<string, StoredDictionaryEntry[]>(
      Array.from({ length: 300 }, (_, i) => [`mot${i}`, [{ h: `mot${i}`, s: [`word ${i}`], p: "noun", g: "m" }]]),
    );
    const rows = toBuckets(entries);
    expect(rows.length).toBeGreaterThan(1);
    // Sent as the install's worker sends them: what arrives is what the rows weigh, not zlib's 16 KB chunks.
    const { port1, port2 } = new MessageChannel();
    const received = new Promise<[number, Uint8Array][]>((done) => port2.once("message", done));
    port1.postMessage(rows);
    const arrived = await received;
    port1.close();
    const bytes = arrived.reduce((n, [, row]) => n + row.byteLength, 0);
    expect(arrived.reduce((n, [, row]) => n + row.buffer.byteLength, 0)).toBe(bytes);
    expect(bytes).toBeLessThan(rows.length * 1024);
    const read = Object.assign({}, ...arrived.map(([, row]) => readBucket(row)));
    expect(Object.keys(read)).toHaveLength(300);
    expect(read.mot42).toEqual([{ h: "mot42", s: ["word 42"], p: "noun", g: "m" }]);
  });
});
