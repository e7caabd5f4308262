import { existsSync, openSync, readFileSync, readSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { keyed, PreferringQueue, ThreadPool } from "@bible/threads";
import type { IndexBuild, IndexJob } from "./build-indexes.worker";

/** Bumped when the index format or the packages' data change, so an old cache is rebuilt. */
const INDEX_VERSION = 3;
let cacheDir = join(tmpdir(), "bible-lexicon-indexes");

/** Where the packed indexes are kept between runs (the server puts them under DATA_DIR). */
export function setIndexCacheDir(dir: string): void {
  cacheDir = dir;
}

export function indexCacheDir(): string {
  return cacheDir;
}

/** Bytes between two keys kept in memory: a look-up reads about this much of the file. */
const BLOCK = 4096;

/**
 * A read-only key → values index over a file of sorted "key\tvalue" lines, read in place: only the first key
 * of every 4 KB block is held in memory (a few hundred KB for the largest index instead of its whole text),
 * and a look-up bisects those keys, then reads one or two blocks of the file (from the OS page cache).
 */
export class SortedIndex {
  private constructor(
    private readonly fd: number,
    private readonly fileSize: number,
    /** The first whole key of each block, and the byte offset of its line. */
    private readonly keys: string[],
    private readonly offsets: Float64Array<ArrayBuffer>,
  ) {}

  /** Over a file of "key\tvalue" lines sorted by key (JavaScript string order), kept open. */
  static open(file: string): SortedIndex {
    const text = readFileSync(file);
    const keys: string[] = [];
    const offsets: number[] = [];
    for (let at = 0; at < text.length; ) {
      const tab = text.indexOf(9, at);
      const end = text.indexOf(10, at);
      const lineEnd = end < 0 ? text.length : end;
      // A key copied out of the file's buffer, which is not kept.
      keys.push(text.toString("utf8", at, tab < 0 || tab > lineEnd ? lineEnd : tab));
      offsets.push(at);
      if (end < 0) break;
      // The next block's first whole line.
      const next = text.indexOf(10, Math.max(end, at + BLOCK - 1));
      at = next < 0 ? text.length : next + 1;
    }
    return new SortedIndex(openSync(file, "r"), text.length, keys, Float64Array.from(offsets));
  }

  /** Every value stored under `key`, in the file's order among equal keys. */
  get(key: string): string[] {
    // The last block whose first key is below `key`: equal keys may begin in the block before.
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.keys[mid] ?? "") < key) low = mid + 1;
      else high = mid;
    }
    if (low === 0 && this.keys[0] !== key) return [];
    let position = this.offsets[Math.max(0, low - 1)] ?? 0;
    const values: string[] = [];
    let size = BLOCK * 2;
    while (position < this.fileSize) {
      const chunk = Buffer.allocUnsafe(Math.min(size, this.fileSize - position));
      const read = readSync(this.fd, chunk, 0, chunk.length, position);
      if (read <= 0) break;
      // Whole lines only (a cut could split a UTF-8 character): up to the last newline, unless the file ends.
      const last = position + read >= this.fileSize ? read : chunk.lastIndexOf(10, read - 1);
      if (last < 0) {
        size *= 2;
        continue;
      }
      position += last === read ? read : last + 1;
      for (const line of chunk.toString("utf8", 0, last).split("\n")) {
        const tab = line.indexOf("\t");
        const lineKey = tab < 0 ? line : line.slice(0, tab);
        if (lineKey > key) return values;
        if (lineKey === key) values.push(tab < 0 ? "" : line.slice(tab + 1));
      }
    }
    return values;
  }
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
  "ukrainian",
];

const folderOf = (job: IndexJob) => join(cacheDir, `${job}-v${INDEX_VERSION}`);
const manifestOf = (job: IndexJob) => join(folderOf(job), "manifest.json");

/** The builds asked for in this process and not finished, by job. */
const building = new Map<IndexJob, Promise<void>>();

/** The indexes waiting for the builder, those a look-up waits for first. */
const waiting = new PreferringQueue<IndexJob>();

/**
 * The thread that builds the indexes, one at a time (a thread's start costs as much as a small index), started with
 * the first and ended when none is left.
 */
let builder: ThreadPool<IndexBuild, void> | undefined;

/** Waits for `jobs` to be built, queuing the missing ones; `first`: before those already queued. */
async function built(jobs: readonly IndexJob[], { first = false } = {}): Promise<void> {
  if (first) waiting.prefer(jobs);
  for (const job of jobs) {
    if (building.has(job) || existsSync(manifestOf(job))) continue;
    builder ??= new ThreadPool(new URL("./build-indexes.worker.ts", import.meta.url), {
      name: "word-indexes",
      queue: waiting,
    });
    const done = builder.run(keyed({ job, outDir: folderOf(job) }, job)).finally(() => building.delete(job));
    done.catch(() => {}); // reported to whoever waits for it
    building.set(job, done);
  }
  await Promise.all(jobs.map((job) => building.get(job)));
}

/** Builds every missing index cache (in one worker thread, one after the other), loading none of them. */
export async function prepareIndexCaches(): Promise<void> {
  await built(JOBS);
}

/** A package's indexes from the cache, built first (in a worker thread) when the cache lacks them. */
export async function buildIndexes(job: IndexJob): Promise<Record<string, SortedIndex>> {
  await built([job], { first: true });
  const dir = folderOf(job);
  const names: string[] = JSON.parse(readFileSync(manifestOf(job), "utf8"));
  return Object.fromEntries(names.map((name) => [name, SortedIndex.open(join(dir, `${name}.txt`))]));
}

/** The one index a job builds under `name`. */
export async function buildIndex(job: IndexJob, name = "index"): Promise<SortedIndex> {
  const index = (await buildIndexes(job))[name];
  if (!index) throw new Error(`index worker ${job} built no ${name} index`);
  return index;
}
