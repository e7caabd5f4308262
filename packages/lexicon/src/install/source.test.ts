import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deflateRawSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { DataFile } from "../manifest";
import { checkDataFile, firstZipMember, loadDataFile, SourceUnavailableError, sha256 } from "./source";

const fileFrom = (bytes: Buffer, format: "plain" | "js-object" | "zip"): DataFile => ({
  path: "x",
  folder: "lexicon",
  storedSha256: "",
  upstream: { url: "https://example.invalid/x", sha256: sha256(bytes), format },
});
const serving = (bytes: Buffer) => (async () => new Response(new Uint8Array(bytes))) as typeof fetch;

/** A one-member zip (deflated), as OpenBible.info publishes its cross references. */
function zip(name: string, content: Buffer): Buffer {
  const data = deflateRawSync(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, Buffer.from(name), data, central, Buffer.from(name), end]);
}

describe("upstream files", () => {
  it("unwraps the JSON object of a JavaScript file and checks the sha256 of what was fetched", async () => {
    const js = Buffer.from('var d = {"G1":{"lemma":"Α"}};\n\nmodule.exports = d;\n');
    const loaded = await loadDataFile(fileFrom(js, "js-object"), { fetch: serving(js) });
    expect(JSON.parse(loaded.bytes.toString("utf8"))).toEqual({ G1: { lemma: "Α" } });
    const tampered = fileFrom(Buffer.from("something else"), "plain");
    await expect(loadDataFile(tampered, { fetch: serving(js) })).rejects.toThrow(/Checksum mismatch/);
  });

  it("reads the single member of a zip", () => {
    const text = Buffer.from("From Verse\tTo Verse\tVotes\nGen.1.1\tHeb.11.3\t264\n");
    expect(firstZipMember(zip("cross_references.txt", text)).toString()).toBe(text.toString());
  });

  it("reports a file it cannot fetch (no network) as unavailable, not as a crash", async () => {
    const offline = (async () => {
      throw new TypeError("fetch failed");
    }) as typeof fetch;
    const file = fileFrom(Buffer.from("x"), "plain");
    await expect(loadDataFile(file, { fetch: offline })).rejects.toBeInstanceOf(SourceUnavailableError);
    const noUpstream: DataFile = { ...file, upstream: null };
    await expect(loadDataFile(noUpstream, {})).rejects.toThrow(/LEXICON_SOURCE_DIR/);
  });
});

describe("local copies", () => {
  it("are checked as they are read (present, their checksum verified) without being decompressed", async () => {
    const dir = await mkdtemp(join(tmpdir(), "lexicon-source-"));
    try {
      const stored = gzipSync("headword\tA\tB\n");
      await writeFile(join(dir, "x.index.gz"), stored);
      const file: DataFile = { path: "x.index.gz", folder: "lexicon", storedSha256: sha256(stored), upstream: null };
      await expect(checkDataFile(file, { lexiconDir: dir })).resolves.toBeUndefined();
      expect((await loadDataFile(file, { lexiconDir: dir })).bytes.toString()).toBe("headword\tA\tB\n");
      const tampered = { ...file, storedSha256: sha256(Buffer.from("other")) };
      await expect(checkDataFile(tampered, { lexiconDir: dir })).rejects.toThrow(/Checksum mismatch/);
      await expect(checkDataFile({ ...file, path: "missing.gz" }, { lexiconDir: dir })).rejects.toThrow(/ENOENT/);
      await expect(checkDataFile(file, {})).rejects.toThrow(/LEXICON_SOURCE_DIR/);
    } finally {
      await rm(dir, { recursive: true });
    }
  });
});
