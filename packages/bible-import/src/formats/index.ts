import type { BibleFormat, VerseRecord } from "../types";
import { readImp } from "./imp";
import { readJsonNumberedBooks, readJsonUsfmBooks } from "./json-books";
import { readOsis } from "./osis";
import { readUsfm } from "./usfm";
import { readUsfx } from "./usfx";
import { readZefania, type ZefaniaOptions } from "./zefania";

export type SourceOptions = ZefaniaOptions;

/** Verses in the source's own numbering, empty slots included (their text is ""). */
export function readSource(
  path: string,
  format: BibleFormat,
  options: SourceOptions = {},
): AsyncGenerator<VerseRecord> {
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

export { swordConfVersification } from "./imp";
