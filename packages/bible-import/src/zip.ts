import { inflateRawSync } from "node:zlib";
import { BibleImportError } from "./errors";

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;

/** The largest file of a zip archive (Zefania downloads hold one XML file, sometimes beside a readme). */
export function largestZipEntry(zip: Buffer): { name: string; data: Buffer } {
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 65_557); i--) {
    if (zip.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new BibleImportError("unknown_format", "the download is not a zip archive");
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  let best: { name: string; method: number; size: number; compressed: number; local: number } | undefined;
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(offset) !== CENTRAL_FILE_HEADER) break;
    const method = zip.readUInt16LE(offset + 10);
    const compressed = zip.readUInt32LE(offset + 20);
    const size = zip.readUInt32LE(offset + 24);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.subarray(offset + 46, offset + 46 + nameLength).toString("utf8");
    if (!name.endsWith("/") && (!best || size > best.size)) best = { name, method, size, compressed, local };
    offset += 46 + nameLength + extraLength + commentLength;
  }
  if (!best || zip.readUInt32LE(best.local) !== LOCAL_FILE_HEADER) {
    throw new BibleImportError("unknown_format", "the zip archive holds no readable file");
  }
  const start = best.local + 30 + zip.readUInt16LE(best.local + 26) + zip.readUInt16LE(best.local + 28);
  const raw = zip.subarray(start, start + best.compressed);
  if (best.method === 0) return { name: best.name, data: Buffer.from(raw) };
  if (best.method === 8) return { name: best.name, data: inflateRawSync(raw) };
  throw new BibleImportError("unknown_format", `${best.name}: zip compression method ${best.method} is not supported`);
}
