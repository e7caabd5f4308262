/**
 * How a Strong's number is stored as one integer, wherever it is (verse_alignments, strongs_occurrences, the links
 * of an offline pack): a Hebrew number as is, a Greek one with 10000 added (H430 = 430, G26 = 10026). Browser-safe
 * (`@bible/align/strongs`): no tokenizer or dictionary behind it.
 */
const GREEK = 10_000;

/** The stored code of a number written 'H430' or 'G26' (its letter upper case): H430 → 430, G26 → 10026. */
export function strongsCode(strongs: string): number {
  return (strongs[0] === "G" ? GREEK : 0) + Number(strongs.slice(1));
}

/** Whether a stored code is a Greek number's. */
export function isGreekCode(code: number): boolean {
  return code >= GREEK;
}

/** The number a stored code stands for: 430 → 'H430', 10026 → 'G26'. */
export function strongsNumber(code: number): string {
  return isGreekCode(code) ? `G${code - GREEK}` : `H${code}`;
}
