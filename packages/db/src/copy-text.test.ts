import { describe, expect, it } from "vitest";
import { CopyBatchWriter, copyChunk, copyLine, toCopyBatches } from "./copy-text";

describe("COPY text", () => {
  it("escapes what separates fields and rows, writes null as \\N and JSON for objects", () => {
    expect(copyLine(["a\tb", "c\\d", "e\nf\rg", null, undefined, 3, "plain"])).toBe(
      "a\\tb\tc\\\\d\te\\nf\\rg\t\\N\t\\N\t3\tplain\n",
    );
    expect(
      copyChunk(
        [
          { a: 1, b: { w: 'say "hi"\\' } },
          { a: null, b: [1] },
        ],
        ["a", "b"],
      ),
    ).toBe('1\t{"w":"say \\\\"hi\\\\"\\\\\\\\"}\n\\N\t[1]\n');
    expect(copyChunk([], ["a"])).toBe("");
  });

  it("builds row by row the chunks toCopyBatches builds from all the rows, however long the lines", () => {
    // Lines of every length around the size at which the writer joins its lines into a piece (64 K characters).
    const rows = Array.from({ length: 1234 }, (_, i) => ({
      id: i,
      text: "x\ty\n".repeat((i * 37) % 700),
      note: i % 3 === 0 ? null : `n${i}`,
    }));
    const whole = toCopyBatches(rows, 100);
    expect(whole.keys).toEqual(["id", "text", "note"]);
    expect(whole.rows).toBe(1234);
    expect(whole.chunks).toHaveLength(13);
    const writer = new CopyBatchWriter(["id", "text", "note"], 100);
    for (const row of rows) writer.add(row);
    expect(writer.finish()).toEqual(whole);
    for (const [index, chunk] of whole.chunks.entries()) {
      expect(chunk).toBe(copyChunk(rows.slice(index * 100, (index + 1) * 100), whole.keys));
    }
    expect(new CopyBatchWriter(["a"]).finish()).toEqual({ keys: ["a"], rows: 0, batch: 5000, chunks: [] });
  });
});
