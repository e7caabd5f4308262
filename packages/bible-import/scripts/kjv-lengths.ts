/**
 * Writes src/versification/kjv-lengths.txt: the length in characters of every KJV verse (plain text), one line
 * per chapter in canon order, lengths comma-separated; and kjv-psalm-titles.txt, the length of each psalm's title. The import uses it to tell a merged verse from an omitted
 * one (spans.ts); `verse-check` compares every version with it. Run: pnpm --filter @bible/bible-import kjv-lengths
 */
import { writeFile } from "node:fs/promises";
import { BOOKS } from "@bible/canon";
import { versesPerChapter } from "@bible/canon/verses";
import { findCatalogEntry } from "../src/catalog";
import { readCatalogEntry } from "../src/install";
import { bibleSourceDir } from "../src/testing";

const kjv = findCatalogEntry("KJV");
if (!kjv) throw new Error("KJV is not in the catalog");
const { records } = await readCatalogEntry(kjv, { sourceDir: bibleSourceDir() });
const length = new Map(records.map((r) => [`${r.book}.${r.chapter}.${r.verse}`, r.text.length]));
const lines: string[] = [];
for (const book of BOOKS) {
  versesPerChapter(book).forEach((count, index) => {
    const values: number[] = [];
    for (let verse = 1; verse <= count; verse++) values.push(length.get(`${book.number}.${index + 1}.${verse}`) ?? 0);
    lines.push(values.join(","));
  });
}
await writeFile(new URL("../src/versification/kjv-lengths.txt", import.meta.url), `${lines.join("\n")}\n`);
// The length of each psalm's title (0: no title), which the KJV keeps apart as the heading of verse 1.
const titles = Array.from({ length: 150 }, (_, i) => length.get(`19.${i + 1}.0`) ?? 0);
for (const record of records) {
  if (record.book === 19 && record.verse === 1 && record.heading) titles[record.chapter - 1] = record.heading.length;
}
await writeFile(new URL("../src/versification/kjv-psalm-titles.txt", import.meta.url), `${titles.join(",")}\n`);
console.log(`${lines.length} chapters and ${titles.filter(Boolean).length} psalm titles written`);
