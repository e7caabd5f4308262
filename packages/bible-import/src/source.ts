import { createReadStream } from "node:fs";
import { open, stat } from "node:fs/promises";
import { basename } from "node:path";
import { createGunzip } from "node:zlib";
import { BibleImportError } from "./errors.ts";

const GZIP_MAGIC = [0x1f, 0x8b];

export async function isGzip(path: string): Promise<boolean> {
  const handle = await open(path, "r");
  try {
    const head = Buffer.alloc(2);
    const { bytesRead } = await handle.read(head, 0, 2, 0);
    return bytesRead === 2 && head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1];
  } finally {
    await handle.close();
  }
}

export async function assertReadableFile(path: string): Promise<void> {
  let info: Awaited<ReturnType<typeof stat>>;
  try {
    info = await stat(path);
  } catch {
    throw new BibleImportError("not_found", `${path}: no such file or directory`);
  }
  if (info.isFile() && info.size === 0) throw new BibleImportError("empty", `${path}: the file is empty`);
}

/**
 * The file's text as UTF-8 chunks, gunzipped when it starts with the gzip magic bytes, BOM removed. A damaged
 * or truncated gzip stream surfaces as a BibleImportError while iterating.
 */
export async function* textChunks(path: string, options: { limitBytes?: number } = {}): AsyncGenerator<string> {
  await assertReadableFile(path);
  const gzip = await isGzip(path);
  // Large chunks: a Bible decompresses to up to 30 MB, and every chunk costs a round trip through zlib's thread.
  const file = createReadStream(path, {
    highWaterMark: 1 << 20,
    ...(options.limitBytes && !gzip ? { end: options.limitBytes - 1 } : {}),
  });
  const input = gzip ? file.pipe(createGunzip({ chunkSize: 1 << 18 })) : file;
  if (gzip) file.on("error", (error) => input.destroy(error));
  const decoder = new TextDecoder("utf-8");
  let first = true;
  let total = 0;
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      let text = decoder.decode(chunk, { stream: true });
      if (first) {
        text = text.replace(/^\uFEFF/, "");
        first = false;
      }
      total += chunk.length;
      if (text) yield text;
      if (options.limitBytes && total >= options.limitBytes) return;
    }
    const rest = decoder.decode();
    if (rest) yield rest;
  } catch (error) {
    if (gzip && isZlibError(error)) {
      throw new BibleImportError(
        "truncated_gzip",
        `${basename(path)}: the gzip data is truncated or damaged (${(error as Error).message})`,
      );
    }
    throw error;
  } finally {
    file.destroy();
    input.destroy();
  }
}

function isZlibError(error: unknown): boolean {
  return error instanceof Error && "code" in error && typeof error.code === "string" && error.code.startsWith("Z_");
}

/** Lines of the file without their line ends, read as a stream: the lines each chunk completes, together. */
export async function* textLines(path: string): AsyncGenerator<string[]> {
  let carry = "";
  for await (const chunk of textChunks(path)) {
    const parts = (carry + chunk).split("\n");
    carry = parts.pop() ?? "";
    yield parts.map((line) => (line.endsWith("\r") ? line.slice(0, -1) : line));
  }
  if (carry) yield [carry.endsWith("\r") ? carry.slice(0, -1) : carry];
}

/** The first `bytes` of decompressed text, for format detection. */
export async function peekText(path: string, bytes = 4096): Promise<string> {
  let text = "";
  for await (const chunk of textChunks(path, { limitBytes: bytes })) {
    text += chunk;
    if (text.length >= bytes) break;
  }
  return text;
}
