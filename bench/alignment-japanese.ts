// The Japanese alignment without gold tags (no Japanese version carries Strong's numbers): the Japanese versions
// aligned as the server aligns them, then per version the share of content words (a word with a kanji or katakana;
// words all in hiragana are mostly particles, endings and auxiliaries) that carry a link at the aligner's
// confidence threshold, counted by word and by character (a cut that joins words changes the number of words, not
// of characters), and the words per verse. Coverage, not precision: run it on two checkouts to compare two cuts.
//   BIBLE_SOURCE_DIR=../shared/data/bibles LEXICON_SOURCE_DIR=../shared/data/lexicon pnpm --filter @bible/bench alignment-japanese
//   VERSIONS=JPKOUGO,JPBUNGO (default), ORIGINALS=all (default: OSHB + RP2018) or nt.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { CONFIDENCE_THRESHOLD, decodeLinks, tokenize } from "@bible/align";
import { installVersions } from "@bible/bible-import";
import { and, createDb, eq, verseAlignments, verses } from "@bible/db";
import { alignVersions, installLexicon } from "@bible/lexicon";
import { REPO } from "./lib/production-server";
import { machineLoad } from "./lib/stats";

const bibles = resolve(process.env.BIBLE_SOURCE_DIR ?? resolve(REPO, "../shared/data/bibles"));
const lexicon = resolve(process.env.LEXICON_SOURCE_DIR ?? resolve(REPO, "../shared/data/lexicon"));
const versions = process.env.VERSIONS ? process.env.VERSIONS.split(",") : ["JPKOUGO", "JPBUNGO"];
const originals = process.env.ORIGINALS === "nt" ? (["rp2018"] as const) : (["oshb", "rp2018"] as const);
const CONTENT = /[\p{Script=Han}\p{Script=Katakana}]/u;
const pct = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;

const dir = mkdtempSync(join(tmpdir(), "alignment-japanese-"));
const database = createDb({ dataDir: join(dir, "pglite") });
try {
  await database.migrate();
  console.log(`alignment-japanese: ${versions.join(" ")} on ${originals.join("+")}; ${machineLoad()}`);
  for (const outcome of await installVersions(database.db, versions, { sourceDir: bibles, cacheDir: join(dir, "b") })) {
    if ("error" in outcome) throw outcome.error;
  }
  await installLexicon(database.db, { lexiconDir: lexicon, biblesDir: bibles, datasets: [...originals] });
  const reports = await alignVersions(database.db, versions, { force: true });
  for (const report of reports) {
    if (report.skipped) throw new Error(`${report.code} not aligned: ${report.skipped}`);
    const rows = await database.db
      .select({ text: verses.text, links: verseAlignments.links })
      .from(verses)
      .innerJoin(
        verseAlignments,
        and(
          eq(verseAlignments.versionCode, verses.versionCode),
          eq(verseAlignments.book, verses.book),
          eq(verseAlignments.chapter, verses.chapter),
          eq(verseAlignments.verse, verses.verse),
        ),
      )
      .where(eq(verses.versionCode, report.code));
    let words = 0;
    let content = 0;
    let linked = 0;
    let chars = 0;
    let linkedChars = 0;
    for (const row of rows) {
      const confident = new Set(
        decodeLinks(row.links)
          .filter((link) => link.confidence >= CONFIDENCE_THRESHOLD)
          .map((link) => link.start),
      );
      for (const token of tokenize(row.text, "japanese")) {
        words++;
        if (!CONTENT.test(token.text)) continue;
        content++;
        chars += token.text.length;
        if (confident.has(token.start)) {
          linked++;
          linkedChars += token.text.length;
        }
      }
    }
    console.log(
      `${report.code.padEnd(8)} ${rows.length} verses aligned, ${(words / Math.max(1, rows.length)).toFixed(2)} words a verse; ` +
        `content words linked at ${CONFIDENCE_THRESHOLD}: ${pct(linked, content)} of ${content} words, ` +
        `${pct(linkedChars, chars)} of their characters; training ${report.cpuSeconds?.toFixed(1) ?? "?"} s CPU; ${machineLoad()}`,
    );
  }
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
