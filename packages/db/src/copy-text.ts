// Self-contained (no imports): worker threads build their rows with it, under Node's type stripping.

/** A value as one field of COPY's text format. */
export type CopyValue = string | number | null | undefined;

const SPECIAL = /[\\\n\r\t]/g;
const HAS_SPECIAL = /[\\\n\r\t]/;
const ESCAPES: Record<string, string> = { "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** One field of COPY's text format: null as \N, backslashes and the characters that separate fields and rows escaped. */
function copyField(value: CopyValue): string {
  if (value === null || value === undefined) return "\\N";
  if (typeof value === "number") return String(value);
  // Most values have nothing to escape: tested first, they are kept as they are, with no replacement pass.
  return HAS_SPECIAL.test(value) ? value.replace(SPECIAL, (c) => ESCAPES[c] ?? c) : value;
}

/**
 * One row of PostgreSQL's COPY text format (`copyRows`): fields separated by tabs, null as \N, backslashes and the
 * characters that separate fields and rows escaped; ends with its newline.
 */
export function copyLine(values: readonly CopyValue[]): string {
  let line = "";
  for (let i = 0; i < values.length; i++) {
    if (i > 0) line += "\t";
    line += copyField(values[i]);
  }
  return `${line}\n`;
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("hex");

/**
 * A row's value as COPY reads it into its column: bytes as bytea's hex form, booleans as t/f, objects and arrays
 * as JSON (the jsonb columns); strings and numbers as they are, undefined as null.
 */
export function copyValue(value: unknown): CopyValue {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number") return value;
  if (typeof value === "boolean") return value ? "t" : "f";
  if (value instanceof Uint8Array) return `\\x${hex(value)}`;
  return JSON.stringify(value);
}

/**
 * Rows serialized for `insertBatches` (the lexicon's installer, `lexicon/src/install/bulk.ts`), `batch` rows per
 * chunk of COPY text, their fields in the order of `keys` (the properties some row gives a value; a row without one
 * gets null): plain strings, which a worker thread can hand to the thread that writes them for the cost of a copy,
 * where objects would be cloned one by one and then serialized there.
 */
export type CopyBatches = { keys: string[]; rows: number; batch: number; chunks: string[] };

/** The properties some row gives a value (not undefined), in the order first met. */
export function rowKeys(rows: readonly object[]): string[] {
  const keys = new Set<string>();
  for (const row of rows) {
    const values = row as Record<string, unknown>;
    for (const key in values) if (values[key] !== undefined) keys.add(key);
  }
  return [...keys];
}

/** One row as a line of COPY text (without its newline), its fields in the order of `keys`. */
function copyRow(row: object, keys: readonly string[]): string {
  const values = row as Record<string, unknown>;
  let line = "";
  for (let i = 0; i < keys.length; i++) {
    if (i > 0) line += "\t";
    line += copyField(copyValue(values[keys[i] as string]));
  }
  return line;
}

// Lines are joined once a chunk is complete: one string of the chunk's size, not a concatenation per row.
const joinLines = (lines: readonly string[]) => (lines.length > 0 ? `${lines.join("\n")}\n` : "");

/** Rows as COPY text, their fields in the order of `keys`. */
export function copyChunk(rows: readonly object[], keys: readonly string[]): string {
  return joinLines(rows.map((row) => copyRow(row, keys)));
}

/** About how many characters of lines are joined into one piece of a chunk (see CopyBatchWriter). */
const PIECE = 1 << 16;

/**
 * Builds `CopyBatches` row by row, each serialized as it is added: a parser hands over its rows as it reads them
 * and keeps none (hundreds of thousands of objects kept to the end would be copied by every young-generation
 * collection meanwhile). `keys` are given, where `toCopyBatches` finds them in the rows. The lines are joined
 * into pieces of about 64 K characters as they come, then the pieces into the chunk: a piece is too large for the
 * young generation, so the lines of a chunk are not copied there again and again while it fills.
 */
export class CopyBatchWriter {
  private readonly keys: readonly string[];
  private readonly batch: number;
  private readonly chunks: string[] = [];
  private pieces: string[] = [];
  private lines: string[] = [];
  private length = 0;
  private inChunk = 0;
  private rows = 0;

  constructor(keys: readonly string[], batch = 5000) {
    this.keys = keys;
    this.batch = batch;
  }

  add(row: object): void {
    const line = copyRow(row, this.keys);
    this.lines.push(line);
    this.length += line.length;
    this.rows++;
    if (++this.inChunk === this.batch) this.endChunk();
    else if (this.length >= PIECE) this.endPiece();
  }

  private endPiece(): void {
    this.pieces.push(joinLines(this.lines));
    this.lines = [];
    this.length = 0;
  }

  private endChunk(): void {
    this.endPiece();
    this.chunks.push(this.pieces.join(""));
    this.pieces = [];
    this.inChunk = 0;
  }

  finish(): CopyBatches {
    if (this.inChunk > 0) this.endChunk();
    return { keys: [...this.keys], rows: this.rows, batch: this.batch, chunks: this.chunks };
  }
}

export function toCopyBatches(rows: readonly object[], batch = 5000): CopyBatches {
  const writer = new CopyBatchWriter(rowKeys(rows), batch);
  for (const row of rows) writer.add(row);
  return writer.finish();
}
