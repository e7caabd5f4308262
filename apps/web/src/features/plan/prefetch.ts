import { resolveVersion } from "@/features/bible/use-passage";
import { readLastReading } from "@/features/plan/last-reading";
import { guestReadingChoice } from "@/features/preferences/reading-preferences";
import type { TrpcUtils } from "@/lib/trpc";

/**
 * Starts the home page's requests while its code is still loading: session, today's reading and the
 * reading language's versions together, then (for a guest) the chapter as soon as those answer. Not
 * awaited: the page renders its own loading and error states from the same cache.
 */
export function prefetchReadingPlan(utils: TrpcUtils, lang: string): void {
  const ignore = () => undefined;
  const { language, version: preferred } = guestReadingChoice();
  utils.bible.books.prefetch({ lang }).catch(ignore);
  const me = utils.auth.me.fetch();
  const versions = utils.bible.versions.fetch({ language });
  // A remembered guest day or a reader's stored day decides the reading: then the page asks itself.
  if (readLastReading()?.day !== undefined) {
    Promise.all([me, versions]).catch(ignore);
    return;
  }
  const reading = utils.reading.current.fetch({ lang });
  Promise.all([me, reading, versions])
    .then(([user, today, list]) => {
      const version = resolveVersion(list, preferred);
      if (user || !version) return;
      return utils.bible.chapter.prefetch({ book: today.bookId, chapter: today.chapter, language, version });
    })
    .catch(ignore);
}
