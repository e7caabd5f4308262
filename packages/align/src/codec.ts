import { CONFIDENCE_THRESHOLD, type TokenLink } from "./links.ts";
import { isGreekCode, strongsCode, strongsNumber } from "./strongs.ts";

/**
 * Links stored as four small integers each (a Postgres smallint[] per verse, 8 bytes a link): start, end, the
 * Strong's number's code (strongs.ts: Hebrew as is, Greek + 10000) and (original word + 1) × 128 + confidence in
 * hundredths.
 */
const CONFIDENCE_SPAN = 128;

/** Whether a Strong's number can be stored: H or G and 1-9999, below the Greek offset (the lexicons stop at H8674
 * and G5624). */
function storable(strongs: string): boolean {
  const number = Number(strongs.slice(1));
  return /^[HG]\d+$/.test(strongs) && number > 0 && !isGreekCode(number);
}

export function encodeLinks(links: readonly TokenLink[]): number[] {
  const out: number[] = [];
  for (const link of links) {
    // A source's malformed tag (RV1909 carries a few, e.g. G11537) names no word of the lexicon: no link.
    if (!storable(link.strongs)) continue;
    const word = Math.min(254, Math.max(-1, link.word)) + 1;
    out.push(
      link.start,
      link.end,
      strongsCode(link.strongs),
      word * CONFIDENCE_SPAN + Math.round(link.confidence * 100),
    );
  }
  return out;
}

export function decodeLinks(values: readonly number[]): TokenLink[] {
  const links: TokenLink[] = [];
  for (let k = 0; k + 3 < values.length; k += 4) {
    // k + 3 < values.length: the four reads are in bounds.
    const packed = values[k + 3] as number;
    links.push({
      start: values[k] as number,
      end: values[k + 1] as number,
      strongs: strongsNumber(values[k + 2] as number),
      word: Math.floor(packed / CONFIDENCE_SPAN) - 1,
      confidence: (packed % CONFIDENCE_SPAN) / 100,
    });
  }
  return links;
}

/**
 * The Strong's numbers (stored codes) that packed links carry with at least CONFIDENCE_THRESHOLD, each once, in
 * order: what a verse's row keeps for the Strong's search ("every verse where a word renders G26").
 */
export function confidentStrongs(values: readonly number[]): number[] {
  const least = Math.round(CONFIDENCE_THRESHOLD * 100);
  const codes = new Set<number>();
  for (let k = 2; k + 1 < values.length; k += 4) {
    if ((values[k + 1] as number) % CONFIDENCE_SPAN >= least) codes.add(values[k] as number);
  }
  return [...codes].sort((a, b) => a - b);
}
