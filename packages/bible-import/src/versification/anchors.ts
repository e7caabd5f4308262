/**
 * A chapter of the source maps onto KJV slots through anchors: from `from` on (until the next anchor), source
 * verse v goes to `to.chapter`, verse `to.verse + (v - from)`. A target verse below 1 is a title verse: its text
 * becomes the heading of verse 1. An anchor without `to` drops the verses it covers (material outside the KJV
 * canon, such as the Greek additions to Daniel), and the drop is reported.
 */
export type Anchor = { from: number; to?: { chapter: number; verse: number }; reason?: string };

export type Placement =
  | { kind: "verse"; chapter: number; verse: number }
  | { kind: "heading"; chapter: number }
  | { kind: "skip"; reason: string };

/** Anchors per source chapter of one book; chapters without anchors map to themselves. */
export type BookRules = Map<number, Anchor[]>;

export function place(rules: BookRules | undefined, chapter: number, verse: number): Placement {
  const anchors = rules?.get(chapter);
  let anchor = anchors?.[0];
  if (!anchors || !anchor) return { kind: "verse", chapter, verse };
  for (const candidate of anchors) {
    if (candidate.from <= verse) anchor = candidate;
    else break;
  }
  if (!anchor.to) return { kind: "skip", reason: anchor.reason ?? "outside the KJV canon" };
  const target = anchor.to.verse + (verse - anchor.from);
  return target < 1
    ? { kind: "heading", chapter: anchor.to.chapter }
    : { kind: "verse", chapter: anchor.to.chapter, verse: target };
}

/** "14:56>14:57" style anchor lists keep override tables readable; ">-" drops. */
export function parseAnchors(spec: string, reason?: string): Anchor[] {
  return spec
    .trim()
    .split(/\s+/)
    .map((part) => {
      const [from = "", to] = part.split(">");
      const fromVerse = Number(from.split(":")[1] ?? from);
      if (to === "-") return { from: fromVerse, reason: reason ?? "outside the KJV canon (Greek addition)" };
      const [chapter, verse] = (to ?? "").split(":").map(Number);
      if (chapter === undefined || verse === undefined)
        throw new Error(`anchor "${part}": expected from>chapter:verse`);
      return { from: fromVerse, to: { chapter, verse } };
    });
}
