import { trpc } from "@/lib/trpc";

/** The reader's IANA time zone: days (due today, streak) are counted in it. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Due, done and streak of the reader's day; nothing for guests. */
export function useReviewCounts(signedIn: boolean) {
  return trpc.review.counts.useQuery({ timeZone: browserTimeZone() }, { enabled: signedIn });
}

/** Cards due today per vocabulary entry (0, 1 or 2), for the count on each word's 'Réviser' button. */
export function useDueByWord(signedIn: boolean): ReadonlyMap<number, number> {
  const due = trpc.review.due.useQuery({ timeZone: browserTimeZone(), limit: 500 }, { enabled: signedIn });
  const counts = new Map<number, number>();
  for (const card of due.data ?? []) counts.set(card.word.id, (counts.get(card.word.id) ?? 0) + 1);
  return counts;
}

/** After a grade or a new word: every count on screen is asked again. */
export function useInvalidateReview() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.review.counts.invalidate(), utils.review.due.invalidate()]);
}
