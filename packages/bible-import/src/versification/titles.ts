import { readFileSync } from "node:fs";
import type { VerseRecord } from "../types.ts";
import { kjvLengths } from "./spans.ts";

const PSALMS = 19;

let titleTable: number[] | undefined;

/** The length of each KJV psalm title (index: psalm - 1; 0 for a psalm without title). */
function kjvTitleLengths(): number[] {
  titleTable ??= readFileSync(new URL("./kjv-psalm-titles.txt", import.meta.url), "utf8")
    .trim()
    .split(",")
    .map(Number);
  return titleTable;
}

/** Where a title may end: after a full stop or colon (and the direction marks of the Arabic text), or before a capitalised first word ("Salmo di Davide IL Signore"). */
const BOUNDARY = /[.:!)）]\u200e?\s*\u200e?(?=\S)|\s(?=(?:\p{Lu}\s)?\p{Lu}{2,}\b)/gu;

/**
 * Psalm titles kept inside verse 1 (LSG "Cantique de David. L'Éternel est mon berger…", RV1909, DIO1649, SVD,
 * CUV "（大衛的詩）耶和華是我的牧者…") become the heading of verse 1, as the KJV and the texts with `<title>`
 * markup show them. Only psalms the KJV gives a title are split, and only at a sentence boundary near where the
 * KJV's proportions put the end of the title: a verse with no such boundary is left as it is.
 */
export function separatePsalmTitles(records: VerseRecord[]): VerseRecord[] {
  const titles = kjvTitleLengths();
  const verseOne = kjvLengths()[PSALMS - 1];
  if (!verseOne) throw new Error("KJV lengths have no Psalms");
  return records.map((record) => {
    if (record.book !== PSALMS || record.verse !== 1 || record.heading) return record;
    const title = titles[record.chapter - 1] ?? 0;
    const first = verseOne[record.chapter - 1]?.[0] ?? 0;
    if (!title || !first) return record;
    const cut = titleEnd(record.text, title / (title + first));
    if (!cut) return record;
    const heading = record.text
      .slice(0, cut)
      .replace(/^（(.*)）$/u, "$1")
      .replace(/[\s\u200e]+$/u, "")
      .trim();
    const text = record.text.slice(cut).replace(/^[\s\u200e]+/u, "");
    if (!heading || !text) return record;
    return { ...record, heading, text };
  });
}

/** The end of the title in `text`, given the share of verse 1 the KJV's title takes; undefined when unsure. */
function titleEnd(text: string, share: number): number | undefined {
  const bracket = /^（[^）]*）/u.exec(text);
  if (bracket) return bracket[0].length;
  const expected = text.length * share;
  const tolerance = Math.max(12, text.length * 0.2);
  let best: number | undefined;
  for (const match of text.matchAll(BOUNDARY)) {
    const end = match.index + match[0].length;
    if (end >= text.length - 1) continue;
    if (Math.abs(end - expected) > tolerance) continue;
    if (best === undefined || Math.abs(end - expected) < Math.abs(best - expected)) best = end;
  }
  return best;
}
