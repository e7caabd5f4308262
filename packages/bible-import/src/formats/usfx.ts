import { bookByUsfmCode } from "@bible/canon";
import { cleanText, StrongsCollector, strongNumbers } from "../markup.ts";
import { type VerseRecord, verseRecord } from "../types.ts";
import { streamXml } from "../xml.ts";

/** Elements whose text is not verse text: notes, cross references, book names, introductions. */
const SKIPPED = new Set([
  "f",
  "x",
  "fe",
  "ef",
  "ex",
  "h",
  "toc",
  "id",
  "ide",
  "rem",
  "cl",
  "cp",
  "ca",
  "va",
  "vp",
  "fig",
]);
const HEADINGS = new Set(["s", "d", "ms", "mr", "sp", "r", "mt"]);
const SEPARATORS = new Set(["p", "q", "b", "li", "m", "pi", "nb", "qc", "qr", "pc", "table", "tr", "tc"]);

/** USFX: book[id] with milestones c[id], v[id] … ve; s/d headings; w[s] tagged words; f/x notes dropped. */
export async function* readUsfx(path: string): AsyncGenerator<VerseRecord[]> {
  const out: VerseRecord[] = [];
  let book: number | undefined;
  let chapter = 0;
  let verse: { number: number; parts: string[] } | undefined;
  let heading: string[] | undefined;
  let pendingHeading: string | undefined;
  let skipDepth = 0;
  let word: { start: number; numbers: string[]; morph?: string } | undefined;
  const strongs = new StrongsCollector();

  function endVerse() {
    if (!verse || !book) return;
    const record = verseRecord(book, chapter, verse.number, cleanText(verse.parts.join("")));
    if (pendingHeading) record.heading = pendingHeading;
    const tagged = strongs.take();
    if (tagged) record.strongs = tagged;
    out.push(record);
    pendingHeading = undefined;
    verse = undefined;
  }

  const handlers = {
    open(tag: { name: string; attributes: Record<string, string>; isSelfClosing: boolean }) {
      const name = tag.name;
      if (skipDepth > 0 || SKIPPED.has(name)) {
        if (!tag.isSelfClosing) skipDepth++;
        return;
      }
      switch (name) {
        case "book":
          endVerse();
          book = bookByUsfmCode(tag.attributes.id ?? "")?.number;
          chapter = 0;
          return;
        case "c":
          endVerse();
          chapter = Number.parseInt(tag.attributes.id ?? "", 10);
          return;
        case "v":
          endVerse();
          verse = { number: Number.parseInt(tag.attributes.id ?? "", 10), parts: [] };
          return;
        case "ve":
          endVerse();
          return;
        case "w":
          if (verse) {
            const prefix = (book ?? 0) <= 39 ? "H" : "G";
            word = {
              start: verse.parts.length,
              numbers: strongNumbers(tag.attributes.s ?? tag.attributes.strong ?? "", prefix),
              morph: tag.attributes.m,
            };
          }
          return;
      }
      if (HEADINGS.has(name) && !tag.isSelfClosing) {
        endVerse();
        heading = [];
      } else if (SEPARATORS.has(name)) {
        verse?.parts.push(" ");
      }
    },
    close(tag: { name: string; isSelfClosing: boolean }) {
      if (skipDepth > 0) {
        if (!tag.isSelfClosing) skipDepth--;
        return;
      }
      if (tag.name === "w" && word && verse) {
        strongs.add(verse.parts.slice(word.start).join(""), word.numbers, word.morph);
        word = undefined;
      } else if (HEADINGS.has(tag.name) && heading) {
        const text = cleanText(heading.join(""));
        if (text) pendingHeading = pendingHeading ? `${pendingHeading} ${text}` : text;
        heading = undefined;
      } else if (tag.name === "book") {
        endVerse();
        book = undefined;
      }
    },
    text(text: string) {
      if (skipDepth > 0) return;
      if (heading) heading.push(text);
      else verse?.parts.push(text);
    },
  };
  yield* streamXml(path, handlers, out);
}
