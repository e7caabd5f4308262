import type { BibleVersion } from "@bible/db";
import { LRUCache } from "lru-cache";
import type { SearchResult } from "../schemas/search";

/** How many answers a catalog keeps: a page of results is a few kilobytes. */
const ENTRIES = 500;

/**
 * The search answers already computed, kept by the data they were read from: the version catalog of
 * `@bible/versions` (a new list of installed versions whenever a version is installed, removed or its search index
 * rebuilt, in this process or, through the `bible_versions_changed` notification, in another), so an answer is
 * never served from data that changed, and no answer waits for a time to live. The answer under way is kept, so
 * the same question asked twice at once is computed once; a failure is not kept. The least recently read answer
 * leaves first.
 */
const caches = new WeakMap<readonly BibleVersion[], LRUCache<string, Promise<SearchResult>>>();

export function cachedSearch(
  catalog: readonly BibleVersion[],
  key: string,
  compute: () => Promise<SearchResult>,
): Promise<SearchResult> {
  let cache = caches.get(catalog);
  if (!cache) {
    cache = new LRUCache({ max: ENTRIES });
    caches.set(catalog, cache);
  }
  const kept = cache.get(key);
  if (kept) return kept;
  const answer = compute();
  cache.set(key, answer);
  const entries = cache;
  answer.catch(() => {
    if (entries.peek(key) === answer) entries.delete(key);
  });
  return answer;
}
