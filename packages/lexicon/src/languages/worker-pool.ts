import { Worker } from "node:worker_threads";
import type {
  SegmentedToken,
  SegmenterData,
  SegmenterLanguage,
  SegmentRequest,
  SegmentResponse,
} from "./segmenters.worker";
import { indexCacheDir } from "./sorted-index";

export type { SegmentedToken } from "./segmenters.worker";

/** The segmenter thread ends after this long without a request, and its dictionaries' memory with it. */
const IDLE_MS = 3 * 60_000;

type Running = {
  worker: Worker;
  pending: Map<number, { resolve: (tokens: SegmentedToken[]) => void; reject: (error: Error) => void }>;
  timer: NodeJS.Timeout | null;
};

/** One thread for the three languages, started on the first sentence of any. */
let running: Running | null = null;
let nextId = 1;

function start(): Running {
  const worker = new Worker(new URL("./segmenters.worker.ts", import.meta.url), {
    name: "segmenters",
    workerData: { cacheDir: indexCacheDir() } satisfies SegmenterData,
    // A young generation grown to V8's default maximum (64 MB semi-spaces) would stay resident for the thread's life.
    resourceLimits: { maxYoungGenerationSizeMb: 16 },
  });
  const state: Running = { worker, pending: new Map(), timer: null };
  const fail = (error: Error) => {
    if (running === state) running = null;
    for (const { reject } of state.pending.values()) reject(error);
    state.pending.clear();
  };
  worker.on("message", (response: SegmentResponse) => {
    const waiting = state.pending.get(response.id);
    state.pending.delete(response.id);
    if ("error" in response) waiting?.reject(new Error(response.error));
    else waiting?.resolve(response.tokens);
    if (state.pending.size === 0) idle(state);
  });
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`segmenter thread exited with code ${code}`)));
  running = state;
  return state;
}

function idle(state: Running): void {
  if (state.timer) clearTimeout(state.timer);
  // An idle segmenter never keeps the process alive.
  state.worker.unref();
  state.timer = setTimeout(() => {
    if (running === state) running = null;
    void state.worker.terminate();
  }, IDLE_MS);
  state.timer.unref();
}

/** The sentence's tokens from the language's segmenter (in the segmenter thread, started on first use). */
export function segment(language: SegmenterLanguage, text: string): Promise<SegmentedToken[]> {
  const state = running ?? start();
  if (state.timer) clearTimeout(state.timer);
  state.worker.ref();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    state.pending.set(id, { resolve, reject });
    state.worker.postMessage({ id, language, text } satisfies SegmentRequest);
  });
}

/** Ends the segmenter thread now (tests, shutdown). */
export async function stopSegmenters(): Promise<void> {
  const state = running;
  running = null;
  await state?.worker.terminate();
}
