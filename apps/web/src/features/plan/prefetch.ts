import { prefetchChapter } from "@/features/chapter/chapter-input";
import { readLastReading } from "@/features/chapter/last-reading";
import { resolveVersion } from "@/features/chapter/versions";
import { planListInput, planReadingInput, readGuestPlans } from "@/features/plan/guest-plans";
import { guestReadingChoice } from "@/features/preferences/reading-preferences";
import type { TrpcUtils } from "@/lib/trpc";

/**
 * Starts the home page's requests while its code is still loading: session, today's reading, the plans and
 * the reading language's versions together, then (for a guest) the chapter as soon as those answer. Not
 * awaited: the page renders its own loading and error states from the same cache.
 */
export function prefetchReadingPlan(utils: TrpcUtils, lang: string): void {
  const ignore = () => undefined;
  const { language, version: preferred } = guestReadingChoice();
  utils.bible.books.prefetch({ lang }).catch(ignore);
  // The plan chooser's title names the plan followed: asked in the same batch, the page waits for it.
  utils.plans.list.prefetch(planListInput(lang)).catch(ignore);
  const me = utils.auth.me.fetch();
  const versions = utils.bible.versions.fetch({ language });
  // A remembered guest day or a guest's own plan decides the reading: then the page asks itself.
  if (readLastReading()?.day !== undefined || readGuestPlans().active) {
    Promise.all([me, versions]).catch(ignore);
    return;
  }
  const reading = utils.reading.current.fetch(planReadingInput(lang, null));
  Promise.all([me, reading, versions])
    .then(([user, today, list]) => {
      const version = resolveVersion(list, preferred);
      if (user || !version) return;
      return prefetchChapter(utils, { book: today.bookId, chapter: today.chapter, language, version });
    })
    .catch(ignore);
}
