import { readFile } from "node:fs/promises";
import { bookBySwordName } from "@bible/canon";
import { parseOsisFragment } from "../osis-text.ts";
import { textChunks } from "../source.ts";
import { type VerseRecord, verseRecord } from "../types.ts";

const VERSE_KEY = /^(.+) ([0-9]+):([0-9]+)$/;

/**
 * SWORD IMP export: `$$$Book C:V` keys, each followed by an OSIS fragment. Every slot of the module's
 * versification is listed, so empty verses are yielded too (with empty text): versification mapping needs the
 * slot counts. Book introductions (`Book 0:0`) and deuterocanonical books are skipped; a chapter introduction
 * (`Book C:0`) gives its headings to verse 1, and a title left after a verse's text heads the next verse.
 */
export async function* readImp(path: string): AsyncGenerator<VerseRecord[]> {
  let pendingHeading: { book: number; heading: string } | undefined;

  function entryRecord(key: string, body: string): VerseRecord | undefined {
    const match = VERSE_KEY.exec(key);
    const book = match?.[1] ? bookBySwordName(match[1]) : undefined;
    if (!match || !book) return undefined;
    const chapter = Number(match[2]);
    const verse = Number(match[3]);
    if (chapter === 0) return undefined;
    const parsed = parseOsisFragment(body);
    const carried = pendingHeading?.book === book.number ? pendingHeading.heading : undefined;
    if (verse === 0) {
      const heading = [carried, parsed.heading, parsed.nextHeading].filter(Boolean).join(" ");
      pendingHeading = heading ? { book: book.number, heading } : undefined;
      return undefined;
    }
    const record = verseRecord(book.number, chapter, verse, parsed.text);
    if (!parsed.text && !parsed.heading) {
      if (parsed.nextHeading) pendingHeading = { book: book.number, heading: [carried, parsed.nextHeading].join(" ") };
      return record;
    }
    pendingHeading = parsed.nextHeading ? { book: book.number, heading: parsed.nextHeading } : undefined;
    const heading = [carried, parsed.heading].filter(Boolean).join(" ");
    if (heading) record.heading = heading;
    if (parsed.strongs) record.strongs = parsed.strongs;
    if (parsed.ruby) record.ruby = parsed.ruby;
    return record;
  }

  for await (const entries of impEntries(textChunks(path))) {
    const records: VerseRecord[] = [];
    for (const { key, body } of entries) {
      const record = entryRecord(key, body);
      if (record) records.push(record);
    }
    yield records;
  }
}

const MARKER = "\n$$$";

type ImpEntry = { key: string; body: string };

/**
 * The entries of an IMP export, from its text in chunks, those each chunk completes together: the key after `$$$`
 * (trimmed) and the lines after it joined by "\n", line ends without their "\r", as a line reader gives them; lines
 * before the first key are not an entry. Cut from the chunks directly, each body one slice: a line reader made a
 * string of every line, then joined them.
 */
export async function* impEntries(chunks: AsyncIterable<string>): AsyncGenerator<ImpEntry[]> {
  // What the next chunk may continue: the last entry met, or before the first key the last characters read.
  let rest = "";
  let started = false;
  let atFileStart = true;
  const entry = (text: string, from: number, to: number, last: boolean): ImpEntry => {
    const lineEnd = text.indexOf("\n", from);
    const keyEnd = lineEnd < 0 || lineEnd > to ? to : lineEnd;
    let body = keyEnd < to ? text.slice(keyEnd + 1, to) : "";
    if (body.includes("\r")) body = body.replace(/\r\n/g, "\n");
    // A line reader gives no empty line after the file's last newline, and strips the "\r" of every line.
    if (last && body.endsWith("\n")) body = body.slice(0, -1);
    else if (body.endsWith("\r")) body = body.slice(0, -1);
    return { key: text.slice(from + 3, keyEnd).trim(), body };
  };
  for await (const chunk of chunks) {
    let text = rest + chunk;
    // Keys met in `rest` were already taken: look from its last characters, where a key may be cut.
    let search = Math.max(0, rest.length - (MARKER.length - 1));
    if (!started) {
      if (atFileStart && text.length < 3) {
        rest = text;
        continue;
      }
      const marker = text.indexOf(MARKER, search);
      const first = atFileStart && text.startsWith("$$$") ? 0 : marker < 0 ? -1 : marker + 1;
      atFileStart = false;
      if (first < 0) {
        rest = text.slice(-(MARKER.length - 1));
        continue;
      }
      text = text.slice(first);
      started = true;
      search = 0;
    }
    let from = 0;
    const entries: ImpEntry[] = [];
    for (let next = text.indexOf(MARKER, search); next >= 0; next = text.indexOf(MARKER, from)) {
      entries.push(entry(text, from, next, false));
      from = next + 1;
    }
    rest = text.slice(from);
    if (entries.length > 0) yield entries;
  }
  if (started) yield [entry(rest, 0, rest.length, true)];
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
