import type { BibleFormat, VerseRecord } from "../types.ts";
import { readImp } from "./imp.ts";
import { readJsonNumberedBooks, readJsonUsfmBooks } from "./json-books.ts";
import { readOsis } from "./osis.ts";
import { readUsfm } from "./usfm.ts";
import { readUsfx } from "./usfx.ts";
import { readZefania, type ZefaniaOptions } from "./zefania.ts";

export type SourceOptions = ZefaniaOptions;

/** Verses in the source's own numbering, empty slots included (their text is ""). */
export async function* readSource(
  path: string,
  format: BibleFormat,
  options: SourceOptions = {},
): AsyncGenerator<VerseRecord> {
  for await (const batch of readSourceBatches(path, format, options)) yield* batch;
}

/**
 * The same verses as they are read, a batch at a time (a chunk of the file, a book): one step of the asynchronous
 * iteration per batch rather than per verse.
 */
export function readSourceBatches(
  path: string,
  format: BibleFormat,
  options: SourceOptions = {},
): AsyncGenerator<VerseRecord[]> {
  switch (format) {
    case "imp":
      return readImp(path);
    case "zefania":
      return readZefania(path, options);
    case "usfx":
      return readUsfx(path);
    case "usfm":
      return readUsfm(path);
    case "osis":
      return readOsis(path);
    case "json-usfm-books":
      return readJsonUsfmBooks(path);
    case "json-numbered-books":
      return readJsonNumberedBooks(path);
  }
}

export { swordConfVersification } from "./imp.ts";
