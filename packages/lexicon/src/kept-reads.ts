import type { Queryable } from "@bible/db";
import { LRUCache } from "lru-cache";

/**
 * Reads a process keeps per database handle, at most `limit`, the least recently used dropped first. They are kept
 * under tokens (the word study's generation, the version catalog: objects replaced when what they stand for
 * changes); when one differs, the kept reads start afresh. A read already running keeps its answer for its caller
 * but leaves nothing behind. A read that fails, or whose value `keep` refuses, is not kept.
 */
export class KeptReads<T> {
  readonly #byDb = new WeakMap<Queryable, { tokens: readonly unknown[]; reads: LRUCache<string, Promise<T>> }>();

  constructor(
    private readonly limit: number,
    private readonly keep: (value: T) => boolean = () => true,
  ) {}

  read(db: Queryable, tokens: readonly unknown[], id: string, load: () => Promise<T>): Promise<T> {
    let entry = this.#byDb.get(db);
    if (!entry || entry.tokens.length !== tokens.length || entry.tokens.some((t, i) => t !== tokens[i])) {
      entry = { tokens, reads: new LRUCache({ max: this.limit }) };
      this.#byDb.set(db, entry);
    }
    const reads = entry.reads;
    const known = reads.get(id);
    if (known) return known;
    const read = load();
    reads.set(id, read);
    const forget = () => {
      if (reads.peek(id) === read) reads.delete(id);
    };
    read.then((value) => {
      if (!this.keep(value)) forget();
    }, forget);
    return read;
  }
}
