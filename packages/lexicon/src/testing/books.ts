import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { CATALOG, coverage, readBible, writeBibleVersion } from "@bible/bible-import";
import { type Database, taggedVerses } from "@bible/db";
import { parseOshbBook, parseVerseMap } from "../install/oshb";
import { parseRpBook } from "../install/rp2018";
import { TAGGED_SOURCES } from "../sources";
import { BIBLES_DIR, LEXICON_DIR } from "./sources";

/**
 * A shipped version cut to a few books (real text from BIBLE_SOURCE_DIR), so that aligning it in a test takes
 * seconds. Its sha256 is its code: the alignment run recorded for it stays current.
 */
export async function installVersionBooks(db: Database, code: string, books: ReadonlySet<number>): Promise<void> {
  const entry = CATALOG.find((e) => e.code === code);
  if (!entry?.source) throw new Error(`${code} has no stored source`);
  const text = await readBible(join(BIBLES_DIR, entry.source.path), {
    format: entry.source.format,
    versification: entry.versification,
    ...(entry.source.bookOrder ? { bookOrder: entry.source.bookOrder } : {}),
  });
  const records = text.records.filter((r) => books.has(r.book));
  const version = { code, language: entry.language, name: entry.name, versification: text.versification, sha256: code };
  await writeBibleVersion(db, version, records, { ...coverage(records), sourceFile: entry.source.path, sha256: code });
}

/**
 * The original text of a few books (OSHB file names such as 'Ps', RP2018 book number and file name such as
 * [46, '1CO']), enough for the aligner and the word study of those books.
 */
export async function installOriginalBooks(
  db: Database,
  books: { hebrew?: readonly string[]; greek?: readonly (readonly [number, string])[] },
): Promise<void> {
  const read = (path: string) => gunzipSync(readFileSync(join(LEXICON_DIR, path))).toString("utf8");
  const hebrewBooks = books.hebrew ?? [];
  const verseMap = hebrewBooks.length > 0 ? parseVerseMap(read("oshb-wlc/VerseMap.xml.gz")) : new Map();
  const hebrew = hebrewBooks.flatMap((book) => parseOshbBook(read(`oshb-wlc/${book}.xml.gz`), verseMap));
  const greek = (books.greek ?? []).flatMap(([book, file]) =>
    parseRpBook(read(`byz-rp2018-strongs/${file}.csv.gz`), book),
  );
  const rows = [
    ...hebrew.map((v) => ({ source: TAGGED_SOURCES.oshb, ...v })),
    ...greek.map((v) => ({ source: TAGGED_SOURCES.rp2018, ...v })),
  ];
  for (let i = 0; i < rows.length; i += 1000) await db.insert(taggedVerses).values(rows.slice(i, i + 1000));
}
