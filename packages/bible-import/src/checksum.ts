import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { basename, join } from "node:path";
import { BibleImportError } from "./errors.ts";

export const MANIFEST = "SHA256SUMS";

export async function sha256File(path: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

export function sha256(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

/**
 * The sha256 that identifies a source: of the file itself, or, for a folder of per-book files, of its
 * SHA256SUMS manifest once every file it lists was checked against it.
 */
export async function sourceChecksum(path: string): Promise<string> {
  if (!(await stat(path)).isDirectory()) return sha256File(path);
  const manifestPath = join(path, MANIFEST);
  let manifest: string;
  try {
    manifest = await readFile(manifestPath, "utf8");
  } catch {
    throw new BibleImportError("checksum", `${basename(path)}/ has no ${MANIFEST} to check its files against`);
  }
  for (const line of manifest.split("\n")) {
    const match = /^([0-9a-f]{64}) [ *](.+)$/.exec(line.trim());
    const [, expected, file] = match ?? [];
    if (expected === undefined || file === undefined) continue;
    const actual = await sha256File(join(path, file)).catch(() => "missing");
    if (actual !== expected) {
      throw new BibleImportError(
        "checksum",
        `${basename(path)}/${file}: sha256 ${actual}, ${MANIFEST} says ${expected}`,
      );
    }
  }
  return sha256(manifest);
}

/** Throws (before anything is read or written) when the source is not the expected one. */
export async function verifyChecksum(path: string, expected: string): Promise<string> {
  const actual = await sourceChecksum(path);
  if (actual !== expected.toLowerCase()) {
    throw new BibleImportError(
      "checksum",
      `${basename(path)}: sha256 is ${actual}, expected ${expected}; the file is damaged or not the catalogued one, nothing was changed`,
    );
  }
  return actual;
}
