// The full-text documents of a bulk load stemmed in a worker thread, by an in-memory PGlite of its own: the same
// PostgreSQL, so the same parser, stemmers and stop words as the database that stores them (see stemmer.ts). Node
// strips the types: no project import here but the self-contained template.ts.

import { parentPort } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { readTemplate } from "./template.ts";

/** A batch of documents (JSON rows {b, c, v, d}, as `searchRows` writes them) of one version. */
export type StemJob = { id: number; code: string; config: string; documents: string };
export type StemAnswer = { id: number; rows: string } | { id: number; error: string };

// Nothing of this instance is kept: its files in memory, loaded from the template when there is one (no initdb).
const template = readTemplate();
const database = new PGlite({
  startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=1MB"],
  ...(template ? { loadDataDir: template } : {}),
});

// One COPY text line per document (version_code, book, chapter, verse, document), in the documents' order: the
// tsvector's own text form, with the characters COPY reads specially escaped (a lexeme may hold a backslash).
const STEM = `
  select coalesce(string_agg(concat_ws(E'\\t', $1::text, x.b, x.c, x.v,
    replace(replace(replace(replace(to_tsvector($2::regconfig, x.d)::text,
      E'\\\\', E'\\\\\\\\'), E'\\t', E'\\\\t'), E'\\n', E'\\\\n'), E'\\r', E'\\\\r')) || E'\\n', '' order by x.n), '') as rows
  from rows from (json_to_recordset($3::json) as (b smallint, c smallint, v smallint, d text))
    with ordinality as x(b, c, v, d, n)`;

let queue = Promise.resolve();
parentPort?.on("message", (job: StemJob) => {
  queue = queue.then(async () => {
    try {
      const result = await database.query<{ rows: string }>(STEM, [job.code, job.config, job.documents]);
      parentPort?.postMessage({ id: job.id, rows: result.rows[0]?.rows ?? "" } satisfies StemAnswer);
    } catch (error) {
      parentPort?.postMessage({
        id: job.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies StemAnswer);
    }
  });
});
