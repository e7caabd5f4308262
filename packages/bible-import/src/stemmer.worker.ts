// The full-text documents of a bulk load stemmed in a worker thread, by an in-memory PGlite of its own: the same
// PostgreSQL, so the same parser, stemmers and stop words as the database that stores them (see stemmer.ts). The
// documents that are only words are cut here and each word stemmed once (tsvector.ts); the others are given whole
// to `to_tsvector`. Node strips the types: no project import here but the self-contained tsvector.ts,
// @bible/db/template and @bible/threads/worker.

import { readTemplate } from "@bible/db/template";
import { nameThread } from "@bible/threads/worker";
import { PGlite } from "@electric-sql/pglite";
import {
  CharacterKinds,
  CONFIG_SQL,
  type ConfigRow,
  configDictionaries,
  isAsciiWord,
  LEXIZE_SQL,
  lexized,
  PROBE_SQL,
  type ProbeAnswer,
  plainWords,
  Stems,
  tsvectorText,
} from "./tsvector.ts";

/** A batch of documents (JSON rows {b, c, v, d}, as `searchRows` writes them) of one version. */
export type StemJob = { code: string; config: string; documents: string };
/** `cut`: how many of the batch's `documents` were put together here rather than by `to_tsvector`. */
export type StemAnswer = { rows: string; documents: number; cut: number };

nameThread("stemmer");

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

type Document = { b: number; c: number; v: number; d: string };

/** The database's whole answer for documents (STEM), one line each. */
async function stemmedByDatabase(code: string, config: string, documents: string): Promise<string> {
  const result = await database.query<{ rows: string }>(STEM, [code, config, documents]);
  return result.rows[0]?.rows ?? "";
}

const kinds = new CharacterKinds();
/** Per configuration: whether its documents can be cut here (see CONFIG_SQL), and the stems of the words met. */
const configs = new Map<string, { dictionaries: { ascii: string; other: string } | undefined; stems: Stems }>();

async function configuration(config: string) {
  let known = configs.get(config);
  if (!known) {
    const row = (await database.query<ConfigRow>(CONFIG_SQL, [config])).rows[0];
    known = { dictionaries: configDictionaries(row), stems: new Stems() };
    configs.set(config, known);
  }
  return known;
}

/**
 * The rows of a batch: its plain documents put together here, the others stemmed by the database, in order. Run in
 * the stemmer's thread (stemmer.ts), one batch after another.
 */
export default async function stem(job: StemJob): Promise<StemAnswer> {
  const { dictionaries, stems } = await configuration(job.config);
  const documents = JSON.parse(job.documents) as Document[];
  if (!dictionaries) {
    return { rows: await stemmedByDatabase(job.code, job.config, job.documents), documents: documents.length, cut: 0 };
  }
  const words = documents.map((document) => plainWords(kinds, document.d));
  // The characters not met before are learnt from the database, then the documents that have them cut again.
  const uncut = documents.flatMap((_, i) => (words[i] === undefined ? [i] : []));
  const unknown = kinds.unknown(uncut.map((i) => (documents[i] as Document).d));
  if (unknown.length > 0) {
    const probes = await database.query<ProbeAnswer & { character: string }>(PROBE_SQL, [unknown]);
    for (const probe of probes.rows) kinds.learn(probe.character, probe);
    for (const i of uncut) words[i] = plainWords(kinds, (documents[i] as Document).d);
  }
  const missing = new Set<string>();
  for (const list of words) for (const word of list ?? []) if (!stems.words.has(word)) missing.add(word);
  // Each new word stemmed by the dictionary the configuration gives its kind of word.
  const ascii: string[] = [];
  const other: string[] = [];
  for (const word of missing) (isAsciiWord(word) ? ascii : other).push(word);
  for (const [dictionary, list] of [
    [dictionaries.ascii, ascii],
    [dictionaries.other, other],
  ] as const) {
    if (list.length === 0) continue;
    const answer = await database.query<{ lexemes: string }>(LEXIZE_SQL, [dictionary, list.join("\n")]);
    const lexemes = lexized(list, answer.rows[0]?.lexemes ?? "");
    list.forEach((word, i) => {
      stems.learn(word, lexemes?.[i] ?? null);
    });
  }
  const lines: string[] = [];
  const left: number[] = [];
  documents.forEach((document, i) => {
    const list = words[i];
    const tsvector = list && tsvectorText(list, stems.words);
    if (tsvector === undefined) left.push(i);
    else lines[i] = `${job.code}\t${document.b}\t${document.c}\t${document.v}\t${tsvector}\n`;
  });
  if (left.length > 0) {
    const answer = await stemmedByDatabase(job.code, job.config, JSON.stringify(left.map((i) => documents[i])));
    // One line a document (the text inside is escaped: no newline but each line's last).
    const answered = answer.split("\n");
    if (answered.length !== left.length + 1) {
      throw new Error(`${left.length} documents stemmed into ${answered.length - 1} lines`);
    }
    left.forEach((i, k) => {
      lines[i] = `${answered[k]}\n`;
    });
  }
  return { rows: lines.join(""), documents: documents.length, cut: documents.length - left.length };
}
