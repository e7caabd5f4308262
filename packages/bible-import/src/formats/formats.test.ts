import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { detectFormat } from "../detect";
import { readBible } from "../read";
import type { VerseRecord } from "../types";
import { readSource } from "./index";

const OSIS_FIXTURE = join(import.meta.dirname, "../fixtures/sample.osis.xml");

async function collect(path: string, format: Parameters<typeof readSource>[1]): Promise<VerseRecord[]> {
  const records: VerseRecord[] = [];
  for await (const record of readSource(path, format)) records.push(record);
  return records;
}

async function scratch(name: string, content: string | Uint8Array): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "bible-formats-"));
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

describe("OSIS", () => {
  it("reads container and milestone verses, headings, Strong's numbers; skips notes and the deuterocanon", async () => {
    expect(await detectFormat(OSIS_FIXTURE)).toBe("osis");
    const records = await collect(OSIS_FIXTURE, "osis");
    expect(records).toEqual([
      {
        book: 1,
        chapter: 1,
        verse: 1,
        text: "In the beginning God created the heaven & the earth.",
        heading: "The Creation",
        strongs: [
          { w: "In the beginning", s: ["H7225"] },
          { w: "God", s: ["H430"] },
          { w: "created", s: ["H1254"], m: "strongMorph:TH8804" },
        ],
      },
      { book: 1, chapter: 1, verse: 2, text: "And the earth was without form, and void." },
      {
        book: 19,
        chapter: 23,
        verse: 1,
        text: "The LORD is my shepherd; I shall not want.",
        heading: "A Psalm of David.",
      },
      {
        book: 19,
        chapter: 23,
        verse: 2,
        text: "He maketh me to lie down in green pastures: he leadeth me beside the still waters.",
      },
      {
        book: 43,
        chapter: 3,
        verse: 16,
        text: "For God so loved the world, that he gave his only begotten Son.",
      },
    ]);
  });

  it("detects gzip by its magic bytes, whatever the file is called", async () => {
    const { readFile } = await import("node:fs/promises");
    const path = await scratch("bible.dat", gzipSync(await readFile(OSIS_FIXTURE)));
    expect(await detectFormat(path)).toBe("osis");
    const text = await readBible(path);
    expect(text.records.map((r) => `${r.book}.${r.chapter}.${r.verse}`)).toEqual([
      "1.1.1",
      "1.1.2",
      "19.23.1",
      "19.23.2",
      "43.3.16",
    ]);
  });
});

describe("USFM", () => {
  it("reads \\w word markup, headings, footnotes and several verses on one line", async () => {
    const usfm = [
      "\\id GEN Sample",
      "\\h Genesis",
      "\\mt1 Genesis",
      "\\c 1",
      "\\s1 The \\nd Creation\\nd*",
      '\\p \\v 1 In the \\w beginning|strong="H7225"\\w*\\w |strong="H853"\\w* God\\f + \\fr 1.1 \\ft Or: gods\\f* created. \\v 2 And the earth',
      "\\q1 was \\add without\\add* form.",
      "\\s5",
      "\\v 3  God said.",
    ].join("\n");
    const path = await scratch("sample.usfm", usfm);
    expect(await detectFormat(path)).toBe("usfm");
    expect(await collect(path, "usfm")).toEqual([
      {
        book: 1,
        chapter: 1,
        verse: 1,
        text: "In the beginning God created.",
        heading: "The Creation",
        strongs: [{ w: "beginning", s: ["H7225"] }],
      },
      { book: 1, chapter: 1, verse: 2, text: "And the earth was without form." },
      { book: 1, chapter: 1, verse: 3, text: "God said." },
    ]);
  });
});

describe("Zefania", () => {
  it("takes captions as headings and refuses books numbered twice unless told to use document order", async () => {
    const xml = `<?xml version="1.0"?><XMLBIBLE>
      <BIBLEBOOK bnumber="1"><CHAPTER cnumber="1"><CAPTION>Creation</CAPTION><VERS vnumber="1">In the beginning <gr str="430">God</gr>.</VERS></CHAPTER></BIBLEBOOK>
      <BIBLEBOOK bnumber="1"><CHAPTER cnumber="1"><VERS vnumber="1">Now these are the names.</VERS></CHAPTER></BIBLEBOOK>
    </XMLBIBLE>`;
    const path = await scratch("sample.xml", xml);
    expect(await detectFormat(path)).toBe("zefania");
    await expect(collect(path, "zefania")).rejects.toThrow(/two books carry bnumber="1"/);
    const records: VerseRecord[] = [];
    for await (const record of readSource(path, "zefania", { bookOrder: "document" })) records.push(record);
    expect(records).toEqual([
      {
        book: 1,
        chapter: 1,
        verse: 1,
        text: "In the beginning God.",
        heading: "Creation",
        strongs: [{ w: "God", s: ["H430"] }],
      },
      { book: 2, chapter: 1, verse: 1, text: "Now these are the names." },
    ]);
  });
});

describe("format detection", () => {
  it("names what it does not know", async () => {
    await expect(detectFormat(await scratch("a.txt", "Genesis 1:1 In the beginning"))).rejects.toThrow(
      /unknown format/,
    );
    await expect(detectFormat(await scratch("a.html", "<html><body/></html>"))).rejects.toThrow(/root <html>/);
    await expect(detectFormat(await scratch("empty.xml", ""))).rejects.toThrow(/empty/);
  });
});
