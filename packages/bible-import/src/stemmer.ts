import { ThreadPool } from "@bible/threads";
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
  // One thread, kept until closed: the batches are stemmed one after another, in the order asked.
  const pool = new ThreadPool<StemJob, StemAnswer>(new URL("./stemmer.worker.ts", import.meta.url), {
    name: "stemmer",
    keep: 1,
  });
  const counts = { documents: 0, cut: 0 };
  return {
    rows: async (code, config, documents) => {
      let answer: StemAnswer;
      try {
        answer = await pool.run({ code, config, documents });
      } catch (error) {
        throw new Error(`stemming the search documents failed: ${error instanceof Error ? error.message : error}`, {
          cause: error,
        });
      }
      counts.documents += answer.documents;
      counts.cut += answer.cut;
      return answer.rows;
    },
    counts: () => ({ ...counts }),
    close: () => pool.close(),
  };
}
