import type { CrossReference } from "@bible/db";
import { osisRefAt, type VerseRef } from "./oshb.ts";

export type CrossReferenceImport = { kept: number; read: number; skippedVotes: number; unparsed: number };

/** Where `separator` is from `start` on, before `end`; else -1. */
function indexIn(text: string, separator: string, start: number, end: number): number {
  const at = text.indexOf(separator, start);
  return at >= 0 && at < end ? at : -1;
}

/**
 * OpenBible.info TSV: `From Verse<TAB>To Verse<TAB>Votes`, "To" possibly a range; only votes > 0 are kept, each
 * handed to `onRow` as it is read (none is kept: there are 340,000). The lines are read in place, as split() would
 * cut them (lines at \n or \r\n, fields at tabs, the range at its first two dashes), without slicing them out.
 */
export function parseCrossReferences(tsv: string, onRow: (row: CrossReference) => void): CrossReferenceImport {
  let kept = 0;
  let read = 0;
  let skippedVotes = 0;
  let unparsed = 0;
  // The lines come sorted by the verse that refers: its reference is read once for its run of lines.
  let lastFromId = "";
  let lastFrom: VerseRef | null = null;
  for (let start = 0; start < tsv.length; ) {
    const newline = tsv.indexOf("\n", start);
    const end =
      newline < 0 ? tsv.length : newline > start && tsv.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
    const lineStart = start;
    start = newline < 0 ? tsv.length : newline + 1;
    if (end === lineStart || tsv.charCodeAt(lineStart) === 0x23 || tsv.startsWith("From Verse", lineStart)) continue;
    read++;
    const firstTab = indexIn(tsv, "\t", lineStart, end);
    const secondTab = firstTab < 0 ? -1 : indexIn(tsv, "\t", firstTab + 1, end);
    const thirdTab = secondTab < 0 ? -1 : indexIn(tsv, "\t", secondTab + 1, end);
    const votes = secondTab < 0 ? Number.NaN : Number(tsv.slice(secondTab + 1, thirdTab < 0 ? end : thirdTab));
    if (!(votes > 0)) {
      skippedVotes++;
      continue;
    }
    const fromEnd = firstTab < 0 ? end : firstTab;
    if (fromEnd - lineStart !== lastFromId.length || !tsv.startsWith(lastFromId, lineStart)) {
      lastFromId = tsv.slice(lineStart, fromEnd);
      lastFrom = osisRefAt(tsv, lineStart, fromEnd);
    }
    const from = lastFrom;
    // "To": its own field (empty without a tab), a range "start-end" cut at its first two dashes.
    const toStart = firstTab < 0 ? end : firstTab + 1;
    const toEnd = firstTab < 0 ? end : secondTab < 0 ? end : secondTab;
    const dash = indexIn(tsv, "-", toStart, toEnd);
    const secondDash = dash < 0 ? -1 : indexIn(tsv, "-", dash + 1, toEnd);
    const to = osisRefAt(tsv, toStart, dash < 0 ? toEnd : dash);
    // The range's end, when there is one (a dash followed by something).
    const lastStart = dash + 1;
    const lastEnd = dash < 0 ? -1 : secondDash < 0 ? toEnd : secondDash;
    const ranged = lastEnd > lastStart;
    const last = ranged ? osisRefAt(tsv, lastStart, lastEnd) : null;
    if (!from || !to || (ranged && !last)) {
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
      toEndBook: last?.book ?? null,
      toEndChapter: last?.chapter ?? null,
      toEndVerse: last?.verse ?? null,
      votes,
    });
  }
  return { kept, read, skippedVotes, unparsed };
}
