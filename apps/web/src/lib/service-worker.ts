import { useSyncExternalStore } from "react";
import { KEEP_READS, offlineCacheFor, type PageMessage, SKIP_WAITING } from "@/lib/offline-protocol";

/** The worker the build writes at the root (build/service-worker.ts), so its scope is the whole app. */
const WORKER_URL = "/sw.js";
/** A reader who keeps the app open for days still hears of a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker | null) {
  waiting = worker;
  for (const listener of listeners) listener();
}

/** Whether a new version of the app is installed and waits for the reader's 'Recharger'. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting !== null,
    () => false,
  );
}

/** Takes the waiting version: the worker activates, then the page reloads on its files. */
export function applyUpdate(): void {
  if (!waiting) return;
  navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
  const message: PageMessage = { type: SKIP_WAITING };
  waiting.postMessage(message);
}

/** Dismissed: the new version installs at the next start instead. */
export function postponeUpdate(): void {
  setWaiting(null);
}

function watchForUpdates(registration: ServiceWorkerRegistration) {
  // A page that already runs on a worker hears of the next one; the first install is no update.
  const offer = (worker: ServiceWorker | null) => {
    if (worker && navigator.serviceWorker.controller) setWaiting(worker);
  };
  offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed") offer(installing);
    });
  });
  setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
}

/**
 * The reads this page made before the worker served it (the chapter on screen, the version lists) and the
 * interface texts of its language, which i18next may have taken from local storage: the worker keeps them, so
 * the first visit's chapter also reads offline.
 */
function keepEarlierReads(worker: ServiceWorker, languageCode: string) {
  const urls = performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((href) => offlineCacheFor(new URL(href)) !== null);
  if (languageCode !== "fr") urls.push(new URL(`/api/translations/${languageCode}`, window.location.origin).href);
  const message: PageMessage = { type: KEEP_READS, urls: [...new Set(urls)] };
  worker.postMessage(message);
}

/**
 * Registers the app's service worker once the page has loaded (issue 34), so its install (the precache fetches
 * the whole app) never competes with the first page's own files. Not in development: Vite's dev server has no
 * build to precache.
 */
export function registerServiceWorker(languageCode: () => string): void {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(WORKER_URL, { scope: "/", updateViaCache: "none" })
      .then((registration) => {
        watchForUpdates(registration);
        return navigator.serviceWorker.ready;
      })
      .then((registration) => {
        if (registration.active) keepEarlierReads(registration.active, languageCode());
      })
      .catch(() => {
        // No worker (storage refused, private mode): the app works online as before.
      });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
