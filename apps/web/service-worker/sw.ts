// The app's service worker (issue 34), bundled by build/service-worker.ts into /sw.js with the list of the build's
// files. What it keeps:
// - the app itself (index.html, every hashed script and style, the icons and manifests): Workbox's precache, filled
//   at install, emptied of an older build's files at activation;
// - the writes a signed-in reader made offline (src/lib/write-queue.ts), sent on Background Sync's signal;
// - the reads a reader needs to read again offline (lib/offline-protocol.ts): the chapters opened, within a budget,
//   the least recently used going first, and their words with their lemmas (the learning view's colours); the
//   interface texts of the reader's language; the version lists.
// Every read goes to the network first (an answer from it replaces the kept one) and falls back to what is kept
// only when the network fails or takes more than a few seconds. A navigation that fails gets the app's page from
// the precache, which then draws what is kept. A new build waits until the reader accepts it ('new version'
// prompt in the page, lib/service-worker.ts), so a page never runs against another build's files.

import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import * as navigationPreload from "workbox-navigation-preload";
import { cleanupOutdatedCaches, matchPrecache, type PrecacheEntry, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkFirst, NetworkOnly } from "workbox-strategies";
import {
  CHAPTER_WORDS_KEPT,
  CHAPTERS_KEPT,
  KEEP_READS,
  NOT_APP_PATHS,
  OFFLINE_CACHES,
  type OfflineCache,
  offlineCacheFor,
  type PageMessage,
  SKIP_WAITING,
} from "../src/lib/offline-protocol";
import { replayQueue, SYNC_TAG } from "../src/lib/write-queue";

declare const self: ServiceWorkerGlobalScope;
/** Set by the build: every file of the build but the worker itself, with a revision for those not named by hash. */
declare const PRECACHE_ENTRIES: PrecacheEntry[];

/** After this long without an answer a kept read is shown instead (a train between two stations). */
const NETWORK_TIMEOUT_SECONDS = 4;
const APP_PAGE = "/index.html";

const reads = (cache: OfflineCache, maxEntries: number) =>
  new NetworkFirst({
    cacheName: OFFLINE_CACHES[cache],
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    // The entry read or written last is kept longest; a storage quota reached empties this cache first.
    plugins: [new ExpirationPlugin({ maxEntries, purgeOnQuotaError: true })],
  });

const strategies: Record<OfflineCache, NetworkFirst> = {
  chapters: reads("chapters", CHAPTERS_KEPT),
  // One dictionary per interface language the reader used.
  texts: reads("texts", 12),
  reads: reads("reads", 50),
  words: reads("words", CHAPTER_WORDS_KEPT),
};

// Navigations: the server's page (through navigation preload, so the worker's start does not delay it), else the
// precached one. Registered before the precache's own route, which would answer `/` from the cache first.
navigationPreload.enable();
const network = new NetworkOnly({ networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await network.handle(options);
      } catch {
        return (await matchPrecache(APP_PAGE)) ?? Response.error();
      }
    },
    { denylist: [NOT_APP_PATHS] },
  ),
);

precacheAndRoute(PRECACHE_ENTRIES);
cleanupOutdatedCaches();

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && request.method === "GET" && offlineCacheFor(url) !== null,
  (options) => {
    const cache = offlineCacheFor(options.url) ?? "reads";
    return strategies[cache].handle(options);
  },
);

self.addEventListener("message", (event) => {
  const message = event.data as PageMessage | undefined;
  if (message?.type === SKIP_WAITING) {
    void self.skipWaiting();
    return;
  }
  if (message?.type !== KEEP_READS) return;
  const kept = message.urls.flatMap((href) => {
    const url = new URL(href, self.location.origin);
    const cache = url.origin === self.location.origin ? offlineCacheFor(url) : null;
    return cache
      ? [strategies[cache].handle({ event, request: new Request(url, { credentials: "same-origin" }) })]
      : [];
  });
  event.waitUntil(Promise.allSettled(kept));
});

/** Background Sync's event (Chromium): not in the WebWorker library's types yet. */
type SyncEvent = ExtendableEvent & { tag: string };

// The writes kept offline (src/lib/write-queue.ts), sent when the browser has a network again, even with no tab
// open. A queue not emptied fails the event, so the browser tries again later.
self.addEventListener("sync", (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== SYNC_TAG) return;
  sync.waitUntil(
    replayQueue().then(({ empty }) => {
      if (!empty) throw new Error("writes still queued");
    }),
  );
});

// The first install serves the page that registered it at once (its reads from then on are kept); a later one
// waits for SKIP_WAITING.
clientsClaim();
