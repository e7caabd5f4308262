/**
 * What the service worker (apps/web/service-worker/sw.ts) and the page (lib/service-worker.ts) agree on: the
 * caches the worker keeps reads in, the messages they exchange, and which requests are kept for reading offline.
 * Plain TypeScript, no DOM: the worker's build bundles it too.
 */

/** The caches the worker fills as the reader reads (the app's own files are in Workbox's precache). */
export const OFFLINE_CACHES = {
  /** Chapters the reader opened: GET /api/chapters (the reader's columns) and tRPC bible.chapter (the plan). */
  chapters: "bible-chapters-v1",
  /** The interface texts of the reader's language: GET /api/translations/{language}. */
  texts: "bible-interface-texts-v1",
  /** The public reads the reader's pages need beside a chapter: the version lists and the books. */
  reads: "bible-reads-v1",
  /**
   * The running words of the chapters opened, with their lemmas (tRPC learning.chapterWords, one version each): the
   * learning view colours a chapter with them, offline too.
   */
  words: "bible-chapter-words-v1",
} as const;

export type OfflineCache = keyof typeof OFFLINE_CACHES;

/**
 * How many chapter answers are kept, the least recently used going first: a three-column chapter answers 10 to
 * 60 KB, so about 12 MB at most, a few weeks of daily reading.
 */
export const CHAPTERS_KEPT = 200;

/**
 * How many chapter word lists are kept, the least recently used going first: one per column and per version whose
 * share known the picker shows, so about three for each chapter kept; 5 to 40 KB each.
 */
export const CHAPTER_WORDS_KEPT = 3 * CHAPTERS_KEPT;

/** A chapter's words, asked alone (lib/trpc.ts), so its address is the same at every reading of the chapter. */
export const CHAPTER_WORDS = "learning.chapterWords";

/** The public tRPC reads kept for offline (a batch is kept only when every call in it is one of them). */
const PUBLIC_READS = new Set(["bible.versions", "bible.books", "bible.chapter", CHAPTER_WORDS]);

/** The cache a GET request is kept in for reading offline, or null when it is never kept (user data, writes). */
export function offlineCacheFor(url: URL): OfflineCache | null {
  if (url.pathname === "/api/chapters") return "chapters";
  if (/^\/api\/translations\/[a-z]{2}$/.test(url.pathname)) return "texts";
  const procedures = /^\/trpc\/([\w.,]+)$/.exec(url.pathname)?.[1]?.split(",");
  if (!procedures?.every((procedure) => PUBLIC_READS.has(procedure))) return null;
  if (procedures.length === 1 && procedures[0] === "bible.chapter") return "chapters";
  if (procedures.length === 1 && procedures[0] === CHAPTER_WORDS) return "words";
  return "reads";
}

/** Paths a navigation never gets the app for (the API, its documentation, the health and metrics answers). */
export const NOT_APP_PATHS = /^\/(api|trpc|healthz|readyz|metrics)(\/|$)/;

/** Page → worker: take the waiting version now (the reader chose 'Recharger'). */
export const SKIP_WAITING = "skip-waiting";
/** Page → worker: keep these reads, which the page made before the worker controlled it. */
export const KEEP_READS = "keep-reads";

export type PageMessage = { type: typeof SKIP_WAITING } | { type: typeof KEEP_READS; urls: string[] };
