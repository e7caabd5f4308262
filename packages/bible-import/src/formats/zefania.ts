import { basename } from "node:path";
import { BOOKS } from "@bible/canon";
import { BibleImportError } from "../errors.ts";
import { cleanText, StrongsCollector, strongNumbers } from "../markup.ts";
import { type VerseRecord, verseRecord } from "../types.ts";
import { streamXml } from "../xml.ts";

export type ZefaniaOptions = {
  /**
   * "bnumber" (default) trusts the standard Zefania numbering (1 = Genesis … 66 = Revelation); "document" takes
   * the n-th BIBLEBOOK as book n, for files whose numbers are wrong (the Arabic SVD labels 1 Chronicles 14).
   */
  bookOrder?: "bnumber" | "document";
};

/** Elements inside VERS whose text is not verse text. */
const SKIPPED = new Set(["NOTE", "REMARK", "XREF", "MEDIA"]);

/** Zefania XML: XMLBIBLE > BIBLEBOOK[bnumber] > CHAPTER[cnumber] > VERS[vnumber]; CAPTION is a heading. */
export async function* readZefania(path: string, options: ZefaniaOptions = {}): AsyncGenerator<VerseRecord[]> {
  const out: VerseRecord[] = [];
  const seenNumbers = new Set<number>();
  let documentIndex = 0;
  let book: number | undefined;
  let chapter = 0;
  let verse: { number: number; parts: string[] } | undefined;
  let caption: string[] | undefined;
  let pendingHeading: string | undefined;
  let skipDepth = 0;
  let word: { start: number; numbers: string[] } | undefined;
  const strongs = new StrongsCollector();

  const handlers = {
    open(tag: { name: string; attributes: Record<string, string> }) {
      const name = tag.name.toUpperCase();
      if (skipDepth > 0 || (verse && SKIPPED.has(name))) {
        skipDepth++;
        return;
      }
      switch (name) {
        case "BIBLEBOOK": {
          documentIndex++;
          const bnumber = Number(tag.attributes.bnumber);
          if (options.bookOrder !== "document" && seenNumbers.has(bnumber)) {
            throw new BibleImportError(
              "book_numbers",
              `${basename(path)}: two books carry bnumber="${bnumber}"; the file numbers its books wrongly (import it with the document book order)`,
            );
          }
          seenNumbers.add(bnumber);
          const number = options.bookOrder === "document" ? documentIndex : bnumber;
          book = number >= 1 && number <= BOOKS.length ? number : undefined;
          return;
        }
        case "CHAPTER":
          chapter = Number(tag.attributes.cnumber);
          pendingHeading = undefined;
          return;
        case "VERS":
          if (book) verse = { number: Number(tag.attributes.vnumber), parts: [] };
          return;
        case "CAPTION":
          caption = [];
          return;
        case "GR":
          if (verse) {
            const prefix = (book ?? 0) <= 39 ? "H" : "G";
            word = { start: verse.parts.length, numbers: strongNumbers(tag.attributes.str ?? "", prefix) };
          }
          return;
        case "BR":
          verse?.parts.push(" ");
          return;
      }
    },
    close(tag: { name: string }) {
      const name = tag.name.toUpperCase();
      if (skipDepth > 0) {
        skipDepth--;
        return;
      }
      if (name === "CAPTION" && caption) {
        const text = cleanText(caption.join(""));
        if (text) pendingHeading = pendingHeading ? `${pendingHeading} ${text}` : text;
        caption = undefined;
      } else if (name === "GR" && word && verse) {
        strongs.add(verse.parts.slice(word.start).join(""), word.numbers);
        word = undefined;
      } else if (name === "VERS" && verse && book) {
        const record = verseRecord(book, chapter, verse.number, cleanText(verse.parts.join("")));
        if (pendingHeading) record.heading = pendingHeading;
        const tagged = strongs.take();
        if (tagged) record.strongs = tagged;
        out.push(record);
        pendingHeading = undefined;
        verse = undefined;
      } else if (name === "BIBLEBOOK") {
        book = undefined;
      }
    },
    text(text: string) {
      if (skipDepth > 0) return;
      if (caption) caption.push(text);
      else verse?.parts.push(text);
    },
  };
  yield* streamXml(path, handlers, out);
}
