import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gunzipSync, inflateRawSync } from "node:zlib";
import type { DataFile } from "../manifest.ts";

export type SourceOptions = {
  /** A local copy of the lexicon files (LEXICON_SOURCE_DIR); absent → the upstream addresses. */
  lexiconDir?: string | undefined;
  /** A local copy of the Bible files (BIBLE_SOURCE_DIR), where the KJV with Strong's numbers is stored. */
  biblesDir?: string | undefined;
  fetch?: typeof fetch;
};

/** The file can be had neither from a local folder nor from an upstream address. */
export class SourceUnavailableError extends Error {
  override name = "SourceUnavailableError";
}

export type LoadedFile = { bytes: Buffer; sha256: string; origin: string };

export function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

function verify(bytes: Uint8Array, expected: string, origin: string): string {
  const actual = sha256(bytes);
  if (actual !== expected) {
    throw new Error(`Checksum mismatch for ${origin}: expected sha256 ${expected}, got ${actual}`);
  }
  return actual;
}

/** A data file's local copy as stored (gzipped), its checksum verified; null without a local folder. */
async function readLocalCopy(
  file: DataFile,
  options: SourceOptions,
): Promise<{ stored: Buffer; digest: string; origin: string } | null> {
  const dir = file.folder === "lexicon" ? options.lexiconDir : options.biblesDir;
  if (!dir) return null;
  const origin = join(dir, file.path);
  const stored = await readFile(origin);
  return { stored, digest: verify(stored, file.storedSha256, origin), origin };
}

/**
 * Checks that a data file can be had as `loadDataFile` would read it (a local copy read and its checksum verified),
 * without decompressing it.
 */
export async function checkDataFile(file: DataFile, options: SourceOptions): Promise<void> {
  if (!(await readLocalCopy(file, options))) await loadDataFile(file, options);
}

/** Reads one data file as its upstream bytes: from the local copy (gzipped) or from its upstream address. */
export async function loadDataFile(file: DataFile, options: SourceOptions): Promise<LoadedFile> {
  const local = await readLocalCopy(file, options);
  if (local) {
    const { stored, digest, origin } = local;
    // One buffer of the size the gzip trailer announces (files here are far below 4 GB): no chunk garbage.
    const size = stored.readUInt32LE(stored.length - 4);
    return { bytes: gunzipSync(stored, { chunkSize: Math.max(64 * 1024, size + 1) }), sha256: digest, origin };
  }
  if (!file.upstream) {
    const variable = file.folder === "lexicon" ? "LEXICON_SOURCE_DIR" : "BIBLE_SOURCE_DIR";
    throw new SourceUnavailableError(`${file.path} has no upstream address: set ${variable} to a local copy`);
  }
  const { url, sha256: expected, format } = file.upstream;
  let raw: Buffer;
  try {
    const response = await (options.fetch ?? fetch)(url);
    if (!response.ok) throw new SourceUnavailableError(`${url} answered ${response.status}`);
    raw = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    if (error instanceof SourceUnavailableError) throw error;
    // No network, DNS failure, connection reset: the file cannot be had now, which is not a bug.
    throw new SourceUnavailableError(`${url} could not be fetched: ${error instanceof Error ? error.message : error}`);
  }
  const digest = verify(raw, expected, url);
  return { bytes: unwrap(raw, format), sha256: digest, origin: url };
}

function unwrap(raw: Buffer, format: NonNullable<DataFile["upstream"]>["format"]): Buffer {
  if (format === "plain") return raw;
  if (format === "js-object") {
    const text = raw.toString("utf8");
    const start = text.indexOf("{");
    const end = text.lastIndexOf("}");
    if (start < 0 || end < start) throw new Error("No object literal in the JavaScript file");
    return Buffer.from(`${text.slice(start, end + 1)}\n`, "utf8");
  }
  return firstZipMember(raw);
}

/** The first member of a zip archive, read through its central directory (sizes may sit in a data descriptor). */
export function firstZipMember(zip: Buffer): Buffer {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error("Not a zip archive");
  const central = zip.readUInt32LE(eocd + 16);
  if (zip.readUInt32LE(central) !== 0x02014b50) throw new Error("Malformed zip central directory");
  const method = zip.readUInt16LE(central + 10);
  const compressedSize = zip.readUInt32LE(central + 20);
  const local = zip.readUInt32LE(central + 42);
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  const data = zip.subarray(start, start + compressedSize);
  if (method === 0) return Buffer.from(data);
  if (method === 8) return inflateRawSync(data);
  throw new Error(`Unsupported zip compression method ${method}`);
}
