// The reader's chapter request, started from index.html, where the build inlines this script in <head> before the
// module files (build/early-scripts.ts), so the request leaves before the app's files take the browser's connections
// (issue 18). On /lire, with the chapter from the address (else the last reading) and the languages and versions
// this device remembers, it sends the GET /api/chapters the chapter module would send
// (features/chapter/chapter-set.ts builds the same URL and takes this response instead of asking again), then
// preloads the reader's code chunks. On a wide screen, when the address names the chapter, it also loads draw.ts,
// which draws the answer before the app's code has run; main.tsx runs the app's code once that drawing painted
// (`drawn`, at most a second).

import type { ChapterSet } from "@/features/chapter/chapter-set";
import { readReaderLanguages } from "@/features/reader/guest-storage";
import { readJson, STORAGE_KEYS } from "@/lib/storage";
import "./handoff";

/** Set by the build: the reader's code chunks (the /lire route's and what it imports beyond the main bundle). */
declare const READER_CHUNKS: readonly string[];
/** Set by the build: draw.ts's bundled file. */
declare const EARLY_READER_URL: string;

function preloadReaderCode(): void {
  for (const href of READER_CHUNKS) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
}

function start(): void {
  if (location.pathname !== "/lire") return;
  // The reader's code after the chapter request and draw.ts: over HTTP/1.1's six connections, what is asked first
  // goes first.
  try {
    askChapter();
  } finally {
    preloadReaderCode();
  }
}

function askChapter(): void {
  const search = new URLSearchParams(location.search);
  let book = search.get("book");
  const named = book !== null && search.get("verse") === null;
  let chapter = search.get("chapter") || "1";
  if (!book) {
    // The app checks the stored reading; a stale one here only costs a request the app does not take.
    const last = readJson(STORAGE_KEYS.lastReading) as { book?: unknown; chapter?: unknown } | null;
    if (!last || typeof last.book !== "string") return;
    book = last.book;
    chapter = String(last.chapter);
  }
  const stored = readReaderLanguages();
  if (!stored) return;
  const params = new URLSearchParams({ book, chapter });
  for (const language of stored.selectedLanguages.slice(0, 3)) {
    const version = stored.languageVersionMap[language];
    if (!version) return;
    params.append("versions", `${language}:${version}`);
  }
  if (!params.has("versions")) return;
  const url = `/api/chapters?${params}`;
  const response = fetch(url, { credentials: "same-origin", priority: "high" });
  window.__earlyChapters = { url, response };
  if (!named || !matchMedia("(min-width: 64rem)").matches) return;
  let settle = () => {};
  const drawn = new Promise<void>((resolve) => {
    settle = resolve;
  });
  setTimeout(settle, 1000);
  window.__earlyChapters.drawn = drawn;
  // A copy of the body for the drawing, taken before the app reads the response.
  const answer = response
    .then((r): Promise<ChapterSet> | undefined => (r.ok ? r.clone().json() : undefined))
    .catch(() => undefined);
  window.__earlyReader = { answer, settle };
  const script = document.createElement("script");
  script.src = EARLY_READER_URL;
  script.async = true;
  script.fetchPriority = "high";
  script.onerror = settle;
  document.head.append(script);
}

try {
  start();
} catch {
  // Storage refused or unreadable: the app asks itself.
}
