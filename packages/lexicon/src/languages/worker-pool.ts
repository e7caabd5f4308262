import { ThreadPool } from "@bible/threads";
import type { SegmentedToken, SegmenterData, SegmenterLanguage, SegmentRequest } from "./segmenters.worker";
import { indexCacheDir } from "./sorted-index";

export type { SegmentedToken } from "./segmenters.worker";

/** The segmenter thread ends after this long without a request, and its dictionaries' memory with it. */
const IDLE_MS = 3 * 60_000;

/** One thread for the three languages, started on the first sentence of any. */
let pool: ThreadPool<SegmentRequest, SegmentedToken[]> | null = null;

function start(): ThreadPool<SegmentRequest, SegmentedToken[]> {
  return new ThreadPool(new URL("./segmenters.worker.ts", import.meta.url), {
    name: "segmenters",
    idleMs: IDLE_MS,
    workerData: { cacheDir: indexCacheDir() } satisfies SegmenterData,
    // A young generation grown to V8's default maximum (64 MB semi-spaces) would stay resident for the thread's life.
    resourceLimits: { maxYoungGenerationSizeMb: 16 },
  });
}

/** The sentence's tokens from the language's segmenter (in the segmenter thread, started on first use). */
export function segment(language: SegmenterLanguage, text: string): Promise<SegmentedToken[]> {
  pool ??= start();
  return pool.run({ language, text });
}

/** Ends the segmenter thread now (tests, shutdown). */
export async function stopSegmenters(): Promise<void> {
  const stopping = pool;
  pool = null;
  await stopping?.destroy();
}
