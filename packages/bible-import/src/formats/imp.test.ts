import { describe, expect, it } from "vitest";
import { impEntries } from "./imp";

/** The entries as a line reader cuts them (the reader impEntries replaced): the reference. */
function lineEntries(text: string): { key: string; body: string }[] {
  const lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  const entries: { key: string; body: string }[] = [];
  let current: { key: string; lines: string[] } | undefined;
  for (const raw of lines) {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (line.startsWith("$$$")) {
      if (current) entries.push({ key: current.key, body: current.lines.join("\n") });
      current = { key: line.slice(3).trim(), lines: [] };
    } else {
      current?.lines.push(line);
    }
  }
  if (current) entries.push({ key: current.key, body: current.lines.join("\n") });
  return entries;
}

async function* chunked(text: string, sizes: number[]): AsyncGenerator<string> {
  let at = 0;
  for (let i = 0; at < text.length; i++) {
    const size = sizes[i % sizes.length] ?? 1;
    yield text.slice(at, at + size);
    at += size;
  }
}

async function entries(text: string, sizes: number[]) {
  const out: { key: string; body: string }[] = [];
  for await (const entries of impEntries(chunked(text, sizes))) out.push(...entries);
  return out;
}

describe("IMP entries", () => {
  const texts = [
    "$$$Genesis 1:1\nIn the beginning\n$$$Genesis 1:2\nAnd the earth\n",
    "$$$Genesis 1:1\r\nline one\r\nline two\r\n\r\n$$$Genesis 1:2 \r\n$$$Genesis 1:3\r\nlast\r",
    'a preamble\nwith $$$ inside\n$$$Genesis 1:1\n<w lemma="strong:H7225">In</w>\n\n\n$$$Genesis 1:2',
    "preamble only, no key $$$ at a line start\n",
    "$$$Exodus 1:1\nbody with a $$$ not at a line start\nx\r\r\n\n",
    "$$$A\n\r",
    "$$",
    "",
  ];
  it.each(texts)("cuts %j as a line reader does, whatever the chunks", async (text) => {
    const expected = lineEntries(text);
    for (const sizes of [[text.length || 1], [1], [2], [3], [4], [5, 1, 7], [13, 2]]) {
      expect(await entries(text, sizes)).toEqual(expected);
    }
  });
});
