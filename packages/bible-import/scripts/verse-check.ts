/**
 * Compares every shipped version with the KJV, chapter by chapter, and prints the chapters that look misplaced:
 * - `shifted by N`: the verse lengths line up better with the KJV verses N slots away than with their own slots
 *   (RV1909 Job 39-40 before its correction: Spanish 39:1 is KJV 38:39);
 * - `missing`: KJV slots without text that no joined verse covers and that are not verses the critical text omits.
 * Verse lengths are compared with the KJV's (kjv-lengths.txt) after scaling by the version's median ratio.
 * A finding listed in VERSIFICATION.md ("Known findings of verse-check") is printed as explained.
 *
 * Run: BIBLE_SOURCE_DIR=../shared/data/bibles pnpm --filter @bible/bible-import verse-check [CODE …]
 */
import { readFile } from "node:fs/promises";
import { bookByNumber } from "@bible/canon";
import { CATALOG } from "../src/catalog";
import { readCatalogEntry } from "../src/install";
import { coverage } from "../src/report";
import { bibleSourceDir } from "../src/testing";
import type { VerseRecord } from "../src/types";
import { kjvLengths, lengthFactor } from "../src/versification/spans";

const MAX_OFFSET = 5;
/** A chapter is shifted when another offset explains its lengths this much better than its own slots… */
const BETTER = 0.6;
/** …and its own slots explain them badly (mean |log ratio|; a well-placed chapter is around 0.15-0.3). */
const BAD = 0.4;

type Finding = { code: string; chapter: string; what: string };

function chapterFindings(code: string, records: readonly VerseRecord[]): Finding[] {
  const table = kjvLengths();
  const factor = lengthFactor(records);
  const byChapter = new Map<string, VerseRecord[]>();
  for (const record of records) {
    const key = `${record.book}.${record.chapter}`;
    byChapter.set(key, [...(byChapter.get(key) ?? []), record]);
  }
  const findings: Finding[] = [];
  for (const [key, verses] of byChapter) {
    const [book, chapter] = key.split(".").map(Number) as [number, number];
    const kjv = table[book - 1]?.[chapter - 1];
    const single = verses.filter((v) => !v.verseEnd && v.text);
    if (!kjv || single.length < 6) continue;
    const error = (offset: number) => {
      let sum = 0;
      let n = 0;
      for (const v of single) {
        const length = kjv[v.verse - 1 + offset];
        if (!length) continue;
        sum += Math.abs(Math.log(v.text.length / (factor * length)));
        n++;
      }
      return n >= single.length * 0.6 ? sum / n : Number.POSITIVE_INFINITY;
    };
    const own = error(0);
    let best = 0;
    for (let offset = -MAX_OFFSET; offset <= MAX_OFFSET; offset++) if (error(offset) < error(best)) best = offset;
    if (best !== 0 && own > BAD && error(best) < own * BETTER) {
      const name = `${bookByNumber(book).osis} ${chapter}`;
      findings.push({
        code,
        chapter: name,
        what: `shifted by ${best > 0 ? "+" : ""}${best} (length error ${own.toFixed(2)} in place, ${error(best).toFixed(2)} shifted)`,
      });
    }
  }
  return findings;
}

const OMITTED =
  /^(Matt 17:21|Matt 18:11|Matt 23:14|Mark 7:16|Mark 9:44|Mark 9:46|Mark 11:26|Mark 15:28|Luke 17:36|Luke 23:17|John 5:4|John 7:53|Acts 8:37|Acts 15:34|Acts 24:7|Acts 28:29|Rom 16:24)$/;

const explained = new Set(
  (await readFile(new URL("../VERSIFICATION.md", import.meta.url), "utf8"))
    .split("\n")
    .flatMap((line) => /^\| (\w+)\s*\| ([\w ]+\d+)\s*\|/.exec(line)?.slice(1, 3).join(" ") ?? []),
);

const codes = process.argv.slice(2).map((c) => c.toUpperCase());
let unexplained = 0;
let versions = 0;
for (const entry of CATALOG) {
  if (!entry.distributable || !entry.source || (codes.length > 0 && !codes.includes(entry.code))) continue;
  versions++;
  const { records } = await readCatalogEntry(entry, { sourceDir: bibleSourceDir() });
  const findings = chapterFindings(entry.code, records);
  for (const slot of coverage(records).missing) {
    if (OMITTED.test(slot)) continue;
    findings.push({ code: entry.code, chapter: slot.replace(/:.*/, ""), what: `missing ${slot}` });
  }
  for (const finding of findings) {
    const known = explained.has(`${finding.code} ${finding.chapter}`);
    if (!known) unexplained++;
    console.log(`${known ? "explained  " : "UNEXPLAINED"} ${finding.code} ${finding.chapter}: ${finding.what}`);
  }
  if (findings.length === 0) console.log(`ok          ${entry.code}`);
}
console.log(`${versions} versions checked, ${unexplained} unexplained finding(s)`);
process.exitCode = unexplained > 0 ? 1 : 0;
