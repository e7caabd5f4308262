// Imported by align.worker.ts, which Node runs with its types stripped: only @bible/align and type imports here.
import { confidentStrongs } from "@bible/align";

/** One verse's links, packed by `encodeLinks`. */
export type AlignedVerse = { book: number; chapter: number; verse: number; links: readonly number[] };

/** The columns of `verse_alignments` in the order `alignmentRows` writes them. */
export const ALIGNMENT_COLUMNS = ["version_code", "book", "chapter", "verse", "links", "strongs"] as const;

/** A version's aligned verses as the rows of `verse_alignments` in COPY's text format, with their counts. */
export type AlignmentRows = { rows: string; verses: number; links: number };

const ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

/**
 * The rows of `verse_alignments` (ALIGNMENT_COLUMNS) for a version's aligned verses, one COPY text line each: the
 * links as a smallint[] and the Strong's numbers they carry with confidence (`confidentStrongs`). Made where the
 * links are made (the alignment worker), so the thread that writes them (which on PGlite also runs the database)
 * neither clones tens of thousands of objects nor turns them into text.
 */
export function alignmentRows(code: string, verses: Iterable<AlignedVerse>): AlignmentRows {
  const prefix = `${code.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c] ?? c)}\t`;
  const lines: string[] = [];
  let links = 0;
  for (const { book, chapter, verse, links: values } of verses) {
    lines.push(
      `${prefix}${book}\t${chapter}\t${verse}\t{${values.join(",")}}\t{${confidentStrongs(values).join(",")}}\n`,
    );
    links += values.length / 4;
  }
  return { rows: lines.join(""), verses: lines.length, links };
}
