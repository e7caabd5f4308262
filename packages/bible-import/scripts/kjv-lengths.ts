/**
 * Writes src/versification/kjv-lengths.txt: the length in characters of every KJV verse (plain text), one line
 * per chapter in canon order, lengths comma-separated. The import uses it to tell a merged verse from an omitted
 * one (spans.ts); `verse-check` compares every version with it. Run: pnpm --filter @bible/bible-import kjv-lengths
 */
import { writeFile } from "node:fs/promises";
import { BOOKS } from "@bible/canon";
import { versesPerChapter } from "@bible/canon/verses";
import { findCatalogEntry } from "../src/catalog";
import { readCatalogEntry } from "../src/install";
import { bibleSourceDir } from "../src/testing";

const { records } = await readCatalogEntry(findCatalogEntry("KJV")!, { sourceDir: bibleSourceDir() });
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
console.log(`${lines.length} chapters written`);
