import { crc32, deflateRawSync } from "node:zlib";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { largestZipEntry } from "./zip";

const bible = `<XMLBIBLE>${"<BIBLEBOOK bnumber='1'/>".repeat(200)}</XMLBIBLE>`;

/** A ZIP64 archive as large-file tools write it: sizes, offsets and counts only in the ZIP64 records. */
function zip64(files: { name: string; content: string }[]): Buffer {
  const records: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const content = Buffer.from(file.content);
    const data = deflateRawSync(content);
    const name = Buffer.from(file.name);
    const sizes = Buffer.alloc(20);
    sizes.writeUInt16LE(0x0001, 0);
    sizes.writeUInt16LE(16, 2);
    sizes.writeBigUInt64LE(BigInt(content.length), 4);
    sizes.writeBigUInt64LE(BigInt(data.length), 12);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(45, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(content), 14);
    local.writeUInt32LE(0xffffffff, 18);
    local.writeUInt32LE(0xffffffff, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(sizes.length, 28);
    const record = Buffer.concat([local, name, sizes, data]);
    const sizesAndOffset = Buffer.alloc(28);
    sizes.copy(sizesAndOffset);
    sizesAndOffset.writeUInt16LE(24, 2);
    sizesAndOffset.writeBigUInt64LE(BigInt(offset), 20);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(45, 4);
    central.writeUInt16LE(45, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(content), 16);
    central.writeUInt32LE(0xffffffff, 20);
    central.writeUInt32LE(0xffffffff, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(sizesAndOffset.length, 30);
    central.writeUInt32LE(0xffffffff, 42);
    directory.push(Buffer.concat([central, name, sizesAndOffset]));
    records.push(record);
    offset += record.length;
  }
  const centralDirectory = Buffer.concat(directory);
  const end64 = Buffer.alloc(56);
  end64.writeUInt32LE(0x06064b50, 0);
  end64.writeBigUInt64LE(44n, 4);
  end64.writeUInt16LE(45, 12);
  end64.writeUInt16LE(45, 14);
  end64.writeBigUInt64LE(BigInt(files.length), 24);
  end64.writeBigUInt64LE(BigInt(files.length), 32);
  end64.writeBigUInt64LE(BigInt(centralDirectory.length), 40);
  end64.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(offset + centralDirectory.length), 8);
  locator.writeUInt32LE(1, 16);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(0xffff, 8);
  end.writeUInt16LE(0xffff, 10);
  end.writeUInt32LE(0xffffffff, 12);
  end.writeUInt32LE(0xffffffff, 16);
  return Buffer.concat([...records, centralDirectory, end64, locator, end]);
}

describe("zip downloads", () => {
  it("give their largest file, stored or deflated, past folders and readmes", () => {
    const archive = zipSync({
      "docs/": {},
      "docs/readme.txt": [strToU8("A public-domain Bible."), { level: 0 }],
      "bible.xml": strToU8(bible),
    });
    expect(largestZipEntry(Buffer.from(archive))).toEqual({ name: "bible.xml", data: Buffer.from(bible) });
  });

  it("are read in the ZIP64 format too", () => {
    const archive = zip64([
      { name: "readme.txt", content: "A public-domain Bible." },
      { name: "bible.xml", content: bible },
    ]);
    expect(largestZipEntry(archive)).toEqual({ name: "bible.xml", data: Buffer.from(bible) });
  });

  it("are refused with a clear error when they are not zip archives or hold no file", () => {
    expect(() => largestZipEntry(Buffer.from("<XMLBIBLE/>"))).toThrow(/not a zip archive/);
    expect(() => largestZipEntry(Buffer.from(zipSync({ "empty/": {} })))).toThrow(/holds no readable file/);
  });
});
