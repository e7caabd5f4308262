import type { CrossReference } from "@bible/db";
import { parseOsisRef, type VerseRef } from "./oshb.ts";

export type CrossReferenceImport = { kept: number; read: number; skippedVotes: number; unparsed: number };

/** The `index`-th field of a line split at `separator` (as `split(separator)[index]` gives it). */
function field(line: string, separator: string, index: number): string | undefined {
  let start = 0;
  for (let i = 0; i < index; i++) {
    const at = line.indexOf(separator, start);
    if (at < 0) return undefined;
    start = at + 1;
  }
  const end = line.indexOf(separator, start);
  return line.slice(start, end < 0 ? line.length : end);
}

/**
 * OpenBible.info TSV: `From Verse<TAB>To Verse<TAB>Votes`, "To" possibly a range; only votes > 0 are kept, each
 * handed to `onRow` as it is read (none is kept: there are 340,000).
 */
export function parseCrossReferences(tsv: string, onRow: (row: CrossReference) => void): CrossReferenceImport {
  let kept = 0;
  let read = 0;
  let skippedVotes = 0;
  let unparsed = 0;
  // The lines come sorted by the verse that refers: its reference is read once for its run of lines.
  let lastFromId: string | undefined;
  let lastFrom: VerseRef | null = null;
  for (let start = 0; start < tsv.length; ) {
    // Lines end with \n or \r\n.
    const newline = tsv.indexOf("\n", start);
    const lineEnd =
      newline < 0 ? tsv.length : newline > start && tsv.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
    const line = tsv.slice(start, lineEnd);
    start = newline < 0 ? tsv.length : newline + 1;
    if (!line || line.startsWith("#") || line.startsWith("From Verse")) continue;
    read++;
    const votes = Number(field(line, "\t", 2));
    if (!(votes > 0)) {
      skippedVotes++;
      continue;
    }
    const fromId = field(line, "\t", 0) ?? "";
    const toId = field(line, "\t", 1) ?? "";
    const toStartId = field(toId, "-", 0) ?? "";
    const toEndId = field(toId, "-", 1);
    if (fromId !== lastFromId) {
      lastFromId = fromId;
      lastFrom = parseOsisRef(fromId);
    }
    const from = lastFrom;
    const to = parseOsisRef(toStartId);
    const end = toEndId ? parseOsisRef(toEndId) : null;
    if (!from || !to || (toEndId && !end)) {
      unparsed++;
      continue;
    }
    kept++;
    onRow({
      fromBook: from.book,
      fromChapter: from.chapter,
      fromVerse: from.verse,
      toBook: to.book,
      toChapter: to.chapter,
      toVerse: to.verse,
      toEndBook: end?.book ?? null,
      toEndChapter: end?.chapter ?? null,
      toEndVerse: end?.verse ?? null,
      votes,
    });
  }
  return { kept, read, skippedVotes, unparsed };
}
