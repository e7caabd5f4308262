import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { BOOKS } from "@bible/canon";
import { z } from "zod";
import { BibleImportError } from "../errors.ts";
import { cleanText } from "../markup.ts";
import { parseOsisFragment } from "../osis-text.ts";
import { type VerseRecord, verseRecord } from "../types.ts";

/** One file per book is small (under 300 kB): each is parsed whole, one at a time. */
async function readJson(path: string): Promise<unknown | undefined> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch {
    return undefined;
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new BibleImportError("not_json", `${path} is not valid JSON: ${(error as Error).message}`);
  }
}

function invalid(path: string, error: z.ZodError): BibleImportError {
  const issue = error.issues[0];
  return new BibleImportError(
    "not_json",
    `${path} does not have the expected layout (${issue?.path.join(".")}: ${issue?.message})`,
  );
}

const usfmBook = z.object({
  chapters: z.array(
    z.object({ number: z.number().int(), verses: z.array(z.object({ number: z.number().int(), text: z.string() })) }),
  ),
});

/** A folder of `<USFM code>.json` files (`GEN.json` …), as damarals/biblias publishes them (pt/ALM1911). */
export async function* readJsonUsfmBooks(dir: string): AsyncGenerator<VerseRecord[]> {
  for (const book of BOOKS) {
    const path = join(dir, `${book.usfm}.json`);
    const data = await readJson(path);
    if (data === undefined) continue;
    const parsed = usfmBook.safeParse(data);
    if (!parsed.success) throw invalid(path, parsed.error);
    const records: VerseRecord[] = [];
    for (const chapter of parsed.data.chapters) {
      for (const verse of chapter.verses) {
        records.push(verseRecord(book.number, chapter.number, verse.number, plain(verse.text)));
      }
    }
    yield records;
  }
}

const numberedBook = z.object({ chapters: z.record(z.string(), z.record(z.string(), z.string())) });

/** The verse number the tkacikr scrape puts before each verse: `<span>1 </span> `. */
const VERSE_NUMBER = /^\s*<span>\s*[0-9]+\s*<\/span>\s*/;
/** Full-width solidus: the scrape's poetry line break, absent from the same text elsewhere (CrossWire JapKougo). */
const LINE_BREAK = /／/g;

/** A folder of `01.json` … `66.json` in KJV book order, chapters and verses keyed by number (ja/JPKOUGO-tkacikr). */
export async function* readJsonNumberedBooks(dir: string): AsyncGenerator<VerseRecord[]> {
  for (const book of BOOKS) {
    const path = join(dir, `${String(book.number).padStart(2, "0")}.json`);
    const data = await readJson(path);
    if (data === undefined) continue;
    const parsed = numberedBook.safeParse(data);
    if (!parsed.success) throw invalid(path, parsed.error);
    const chapters = Object.entries(parsed.data.chapters).sort(([a], [b]) => Number(a) - Number(b));
    const records: VerseRecord[] = [];
    for (const [chapterKey, verses] of chapters) {
      const entries = Object.entries(verses).sort(([a], [b]) => Number(a) - Number(b));
      for (const [verseKey, raw] of entries) {
        const text = plain(raw.replace(VERSE_NUMBER, "").replace(LINE_BREAK, ""));
        records.push(verseRecord(book.number, Number(chapterKey), Number(verseKey), text));
      }
    }
    yield records;
  }
}

function plain(text: string): string {
  return text.includes("<") ? parseOsisFragment(text).text : cleanText(text);
}
