import { existsSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import type { IndexJob } from "./build-indexes.worker";

/** Bumped when the index format or the packages' data change, so an old cache is rebuilt. */
const INDEX_VERSION = 3;
let cacheDir = join(tmpdir(), "bible-lexicon-indexes");

/** Where the packed indexes are kept between runs (the server puts them under DATA_DIR). */
export function setIndexCacheDir(dir: string): void {
  cacheDir = dir;
}

/**
 * A read-only key → values index held as one string of sorted "key\tvalue" lines plus their offsets:
 * a few bytes per entry instead of a Map's object per key (CC-CEDICT: 40 MB of heap down to 12 MB).
 */
export class SortedIndex {
  private constructor(
    private readonly text: string,
    private readonly starts: Int32Array<ArrayBuffer>,
  ) {}

  /** From "key\tvalue" lines already sorted by key. */
  static fromText(text: string): SortedIndex {
    let count = text.length > 0 ? 1 : 0;
    for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) count++;
    const starts = new Int32Array(count);
    let line = 0;
    if (count > 0) starts[line++] = 0;
    for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) starts[line++] = at + 1;
    return new SortedIndex(text, starts);
  }

  get size(): number {
    return this.starts.length;
  }

  private keyAt(i: number): string {
    const start = this.starts[i] ?? 0;
    return this.text.slice(start, this.text.indexOf("\t", start));
  }

  private valueAt(i: number): string {
    const start = this.text.indexOf("\t", this.starts[i] ?? 0) + 1;
    const end = this.text.indexOf("\n", start);
    return this.text.slice(start, end < 0 ? this.text.length : end);
  }

  /** Every value stored under `key`, in insertion order among equal keys. */
  get(key: string): string[] {
    let low = 0;
    let high = this.starts.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.keyAt(mid) < key) low = mid + 1;
      else high = mid;
    }
    const values: string[] = [];
    for (let i = low; i < this.starts.length && this.keyAt(i) === key; i++) values.push(this.valueAt(i));
    return values;
  }
}

function runWorker(job: IndexJob, outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./build-indexes.worker.ts", import.meta.url), { workerData: { job, outDir } });
    worker.once("message", () => resolve());
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`index worker ${job} exited with code ${code}`));
    });
  });
}

const JOBS: IndexJob[] = [
  "cedict",
  "cmu",
  "french",
  "german",
  "italian",
  "french-nouns",
  "german-nouns",
  "italian-nouns",
];

/** Builds every missing index cache (in worker threads, one after the other), loading none of them. */
export async function prepareIndexCaches(): Promise<void> {
  for (const job of JOBS) {
    const dir = join(cacheDir, `${job}-v${INDEX_VERSION}`);
    if (!existsSync(join(dir, "manifest.json"))) await runWorker(job, dir);
  }
}

/** A package's indexes from the cache, built first (in a worker thread) when the cache lacks them. */
export async function buildIndexes(job: IndexJob): Promise<Record<string, SortedIndex>> {
  const dir = join(cacheDir, `${job}-v${INDEX_VERSION}`);
  const manifest = join(dir, "manifest.json");
  if (!existsSync(manifest)) await runWorker(job, dir);
  const names: string[] = JSON.parse(readFileSync(manifest, "utf8"));
  return Object.fromEntries(
    names.map((name) => [name, SortedIndex.fromText(readFileSync(join(dir, `${name}.txt`), "utf8"))]),
  );
}

/** The one index a job builds under `name`. */
export async function buildIndex(job: IndexJob, name = "index"): Promise<SortedIndex> {
  const index = (await buildIndexes(job))[name];
  if (!index) throw new Error(`index worker ${job} built no ${name} index`);
  return index;
}
