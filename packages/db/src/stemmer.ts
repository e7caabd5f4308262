import { Worker } from "node:worker_threads";
import type { StemAnswer, StemJob } from "./stemmer.worker.ts";

/** The columns of `verse_search` in the order the stemmer's rows give them. */
export const SEARCH_COLUMNS = ["version_code", "book", "chapter", "verse", "document"] as const;

/**
 * Stems full-text documents off the thread that writes them: an embedded database's stemming runs on the thread
 * of its one connection, where a first install spent a third of its time in `to_tsvector`. The worker's own
 * in-memory PGlite stems them (same PostgreSQL, same answer): the documents of plain words word by word, put together
 * by the worker (tsvector.ts), the others by `to_tsvector`; the writer then only COPYs the rows. For PGlite only: a
 * PostgreSQL server stems in its own processes.
 */
export type Stemmer = {
  /**
   * The `verse_search` rows (COPY text, SEARCH_COLUMNS) of a batch of documents (`searchRows`' JSON) of version
   * `code`, stemmed with the text-search configuration `config`. Batches are stemmed in the order asked.
   */
  rows: (code: string, config: string, documents: string) => Promise<string>;
  /** How many documents were stemmed so far, and how many of them the worker put together itself (tsvector.ts). */
  counts: () => { documents: number; cut: number };
  /** Ends the worker once the batches asked for are stemmed. */
  close: () => Promise<void>;
};

/** Starts the worker at once: its database is ready (about 3 s of a core) by the time the first batch comes. */
export function startStemmer(): Stemmer {
  const worker = new Worker(new URL("./stemmer.worker.ts", import.meta.url), { name: "stemmer" });
  const waiting = new Map<number, { resolve: (rows: string) => void; reject: (error: Error) => void }>();
  let next = 0;
  let failure: Error | undefined;
  const counts = { documents: 0, cut: 0 };
  const fail = (error: Error) => {
    failure ??= error;
    for (const { reject } of waiting.values()) reject(failure);
    waiting.clear();
  };
  worker.on("message", (answer: StemAnswer) => {
    const asked = waiting.get(answer.id);
    waiting.delete(answer.id);
    if ("error" in answer) asked?.reject(new Error(`stemming the search documents failed: ${answer.error}`));
    else {
      counts.documents += answer.documents;
      counts.cut += answer.cut;
      asked?.resolve(answer.rows);
    }
  });
  worker.once("error", fail);
  worker.once("exit", (code) => fail(new Error(`the stemming worker exited with code ${code}`)));
  const asked = new Set<Promise<string>>();
  return {
    rows: (code, config, documents) => {
      const rows = new Promise<string>((resolve, reject) => {
        if (failure) return reject(failure);
        const id = next++;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, code, config, documents } satisfies StemJob);
      });
      asked.add(rows);
      const forget = () => asked.delete(rows);
      rows.then(forget, forget);
      return rows;
    },
    counts: () => ({ ...counts }),
    close: async () => {
      await Promise.allSettled(asked);
      await worker.terminate();
    },
  };
}
