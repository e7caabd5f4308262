import { type UnzipFileInfo, unzipSync } from "fflate";
import { BibleImportError } from "./errors.ts";

/** The largest file of a zip archive, ZIP64 included (Zefania downloads hold one XML file, sometimes beside a readme). */
export function largestZipEntry(zip: Buffer): { name: string; data: Buffer } {
  const archive = new Uint8Array(zip.buffer, zip.byteOffset, zip.byteLength);
  let largest: UnzipFileInfo | undefined;
  try {
    // A first pass reads the directory only: nothing is inflated but the one file kept.
    unzipSync(archive, {
      filter: (file) => {
        if (!file.name.endsWith("/") && (!largest || file.originalSize > largest.originalSize)) largest = file;
        return false;
      },
    });
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new BibleImportError("unknown_format", `the download is not a zip archive (${reason})`);
  }
  if (!largest) throw new BibleImportError("unknown_format", "the zip archive holds no readable file");
  const { name, compression } = largest;
  if (compression !== 0 && compression !== 8) {
    throw new BibleImportError("unknown_format", `${name}: zip compression method ${compression} is not supported`);
  }
  const data = unzipSync(archive, { filter: (file) => file.name === name })[name];
  if (!data) throw new BibleImportError("unknown_format", `${name}: not found in the zip archive`);
  return { name, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) };
}
