import { readFile } from "node:fs/promises";
import { bookBySwordName } from "@bible/canon";
import { parseOsisFragment } from "../osis-text.ts";
import { textLines } from "../source.ts";
import type { VerseRecord } from "../types.ts";

const VERSE_KEY = /^(.+) ([0-9]+):([0-9]+)$/;

/**
 * SWORD IMP export: `$$$Book C:V` keys, each followed by an OSIS fragment. Every slot of the module's
 * versification is listed, so empty verses are yielded too (with empty text): versification mapping needs the
 * slot counts. Book introductions (`Book 0:0`) and deuterocanonical books are skipped; a chapter introduction
 * (`Book C:0`) gives its headings to verse 1, and a title left after a verse's text heads the next verse.
 */
export async function* readImp(path: string): AsyncGenerator<VerseRecord> {
  let key: string | undefined;
  let body: string[] = [];
  let pendingHeading: { book: number; heading: string } | undefined;

  function* flush(): Generator<VerseRecord> {
    if (key === undefined) return;
    const match = VERSE_KEY.exec(key);
    const book = match ? bookBySwordName(match[1]!) : undefined;
    if (!match || !book) return;
    const chapter = Number(match[2]);
    const verse = Number(match[3]);
    if (chapter === 0) return;
    const parsed = parseOsisFragment(body.join("\n"));
    const carried = pendingHeading?.book === book.number ? pendingHeading.heading : undefined;
    if (verse === 0) {
      const heading = [carried, parsed.heading, parsed.nextHeading].filter(Boolean).join(" ");
      pendingHeading = heading ? { book: book.number, heading } : undefined;
      return;
    }
    const record: VerseRecord = { book: book.number, chapter, verse, text: parsed.text };
    if (!parsed.text && !parsed.heading) {
      if (parsed.nextHeading) pendingHeading = { book: book.number, heading: [carried, parsed.nextHeading].join(" ") };
      yield record;
      return;
    }
    pendingHeading = parsed.nextHeading ? { book: book.number, heading: parsed.nextHeading } : undefined;
    const heading = [carried, parsed.heading].filter(Boolean).join(" ");
    if (heading) record.heading = heading;
    if (parsed.strongs) record.strongs = parsed.strongs;
    yield record;
  }

  for await (const line of textLines(path)) {
    if (line.startsWith("$$$")) {
      yield* flush();
      key = line.slice(3).trim();
      body = [];
    } else {
      body.push(line);
    }
  }
  yield* flush();
}

/** `Versification=` from the SWORD module .conf stored beside an IMP export (KJV.engKJV2006eb.imp.gz → .conf). */
export async function swordConfVersification(impPath: string): Promise<string | undefined> {
  const confPath = impPath.replace(/\.imp(\.gz)?$/i, ".conf");
  if (confPath === impPath) return undefined;
  try {
    const conf = await readFile(confPath, "utf8");
    return /^Versification=(.+)$/m.exec(conf)?.[1]?.trim();
  } catch {
    return undefined;
  }
}
