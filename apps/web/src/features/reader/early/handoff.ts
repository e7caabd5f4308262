import type { ChapterSet } from "@/features/chapter/chapter-set";

/**
 * The reader's chapter request, started by boot.ts (inline in index.html) before the app's code arrived: the app's
 * chapter module takes `response` when it asks the same URL; `drawn` settles once draw.ts drew it (or gave up).
 */
export type EarlyRequest = { url: string; response: Promise<Response>; drawn?: Promise<void> };

/** What boot.ts hands draw.ts (loaded beside the chapter): a copy of the answer, and the call that ends the wait. */
export type EarlyDrawing = { answer: Promise<ChapterSet | undefined>; settle: () => void };

declare global {
  interface Window {
    /** Started by boot.ts; taken once by features/chapter/chapter-set.ts. */
    __earlyChapters?: EarlyRequest;
    /** For draw.ts, which may run after the app took the request. */
    __earlyReader?: EarlyDrawing;
    /** Where (page coordinates) a word of the early columns was double-clicked, for release.ts to replay. */
    __earlyReaderClick?: { x: number; y: number };
  }
}
