import type { CrossReference } from "@bible/db";
import { parseOsisRef } from "./oshb.ts";

export type CrossReferenceImport = { rows: CrossReference[]; read: number; skippedVotes: number; unparsed: number };

/** OpenBible.info TSV: `From Verse<TAB>To Verse<TAB>Votes`, "To" possibly a range; only votes > 0 are kept. */
export function parseCrossReferences(tsv: string): CrossReferenceImport {
  const rows: CrossReference[] = [];
  let read = 0;
  let skippedVotes = 0;
  let unparsed = 0;
  for (const line of tsv.split(/\r?\n/)) {
    if (!line || line.startsWith("#") || line.startsWith("From Verse")) continue;
    read++;
    const [fromId, toId, votesText] = line.split("\t");
    const votes = Number(votesText);
    if (!(votes > 0)) {
      skippedVotes++;
      continue;
    }
    const [toStartId, toEndId] = (toId ?? "").split("-");
    const from = parseOsisRef(fromId ?? "");
    const to = parseOsisRef(toStartId ?? "");
    const end = toEndId ? parseOsisRef(toEndId) : null;
    if (!from || !to || (toEndId && !end)) {
      unparsed++;
      continue;
    }
    rows.push({
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
  return { rows, read, skippedVotes, unparsed };
}
