/** SPEC §2: the recent tab's book filter, by the English names the API takes; 'all' sends no book. */
export const COMMUNITY_BOOK_FILTER = [
  "Matthew",
  "Mark",
  "Luke",
  "John",
  "Acts",
  "Romans",
  "1 Corinthians",
  "2 Corinthians",
] as const;

export const ALL_BOOKS = "all";

/** SPEC §9: the popular tab lists at most 30 questions having at least 3 votes. */
export const POPULAR_QUERY = { limit: 30, minVotes: 3 } as const;

export function recentQueryInput(book: string): { book?: string } {
  return book === ALL_BOOKS ? {} : { book };
}
