import { bookByOsisId } from "@bible/canon";
import { type Attributes, OsisTextCollector } from "../osis-text.ts";
import { type VerseRecord, verseRecord } from "../types.ts";
import { streamXml } from "../xml.ts";

type Ref = { book: number; chapter: number; verse: number };

function parseRef(osisId: string | undefined): Ref | undefined {
  const first = osisId?.trim().split(/\s+/)[0];
  const match = first ? /^([^.]+)\.([0-9]+)\.([0-9]+)/.exec(first) : null;
  const book = match?.[1] ? bookByOsisId(match[1]) : undefined;
  return match && book ? { book: book.number, chapter: Number(match[2]), verse: Number(match[3]) } : undefined;
}

/**
 * OSIS XML: verses as containers (`<verse osisID="Gen.1.1">…</verse>`) or milestones (`<verse sID/>…<verse eID/>`).
 * Titles between verses head the next verse; notes are dropped; `<w lemma="strong:…">` gives Strong's numbers.
 * Books outside the 66 (deuterocanon) are skipped.
 */
export async function* readOsis(path: string): AsyncGenerator<VerseRecord[]> {
  const out: VerseRecord[] = [];
  let verse: { ref: Ref; collector: OsisTextCollector; depth: number } | undefined;
  let between = new OsisTextCollector();
  let depth = 0;

  function endVerse() {
    if (!verse) return;
    const parsed = verse.collector.finish();
    const before = between.finish().heading;
    between = new OsisTextCollector();
    const record = verseRecord(verse.ref.book, verse.ref.chapter, verse.ref.verse, parsed.text);
    const heading = [before, parsed.heading].filter(Boolean).join(" ");
    if (heading) record.heading = heading;
    if (parsed.strongs) record.strongs = parsed.strongs;
    if (parsed.ruby) record.ruby = parsed.ruby;
    out.push(record);
    verse = undefined;
  }

  const handlers = {
    open(tag: { name: string; attributes: Record<string, string>; isSelfClosing: boolean }) {
      depth++;
      const attributes = tag.attributes as Attributes;
      if (tag.name === "verse") {
        if (attributes.eID !== undefined) {
          endVerse();
          return;
        }
        endVerse();
        const ref = parseRef(attributes.osisID ?? attributes.sID);
        if (ref) verse = { ref, collector: new OsisTextCollector(), depth: tag.isSelfClosing ? -1 : depth };
        return;
      }
      if (tag.name === "chapter" || (tag.name === "div" && attributes.type === "book")) {
        endVerse();
        if (tag.name === "div") between = new OsisTextCollector();
      }
      (verse?.collector ?? between).open(tag.name, attributes, tag.isSelfClosing);
    },
    close(tag: { name: string; isSelfClosing: boolean }) {
      if (tag.name === "verse") {
        if (verse && verse.depth === depth) endVerse();
      } else if (!tag.isSelfClosing) {
        (verse?.collector ?? between).close(tag.name);
      }
      depth--;
    },
    text(text: string) {
      (verse?.collector ?? between).chars(text);
    },
  };
  yield* streamXml(path, handlers, out);
}
