/** Search params of /revision: one vocabulary entry (`word`) or every due card, optionally of one language. */
export type ReviewSearch = { word?: number; language?: string };

export function parseReviewSearch(search: Record<string, unknown>): ReviewSearch {
  const result: ReviewSearch = {};
  const word = Number(search.word);
  if (Number.isInteger(word) && word > 0) result.word = word;
  if (typeof search.language === "string" && /^[a-z]{2,20}$/.test(search.language)) result.language = search.language;
  return result;
}
