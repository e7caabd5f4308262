// Self-contained (no imports): worker threads build their rows with it, under Node's type stripping.

/** A value as one field of COPY's text format. */
export type CopyValue = string | number | null | undefined;

const SPECIAL = /[\\\n\r\t]/g;
const ESCAPES: Record<string, string> = { "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/**
 * One row of PostgreSQL's COPY text format (`copyRows`): fields separated by tabs, null as \N, backslashes and the
 * characters that separate fields and rows escaped; ends with its newline.
 */
export function copyLine(values: readonly CopyValue[]): string {
  let line = "";
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (i > 0) line += "\t";
    if (value === null || value === undefined) line += "\\N";
    else if (typeof value === "number") line += String(value);
    else line += value.replace(SPECIAL, (c) => ESCAPES[c] ?? c);
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
 * Rows serialized for `insertBatches`, `batch` rows per chunk of COPY text, their fields in the order of `keys`
 * (the properties some row gives a value; a row without one gets null): plain strings, which a worker thread can
 * hand to the thread that writes them for the cost of a copy, where objects would be cloned one by one and then
 * serialized there.
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

/** Rows as COPY text, their fields in the order of `keys`. */
export function copyChunk(rows: readonly object[], keys: readonly string[]): string {
  let text = "";
  const line: CopyValue[] = new Array(keys.length);
  for (const row of rows) {
    const values = row as Record<string, unknown>;
    let i = 0;
    for (const key of keys) line[i++] = copyValue(values[key]);
    text += copyLine(line);
  }
  return text;
}

export function toCopyBatches(rows: readonly object[], batch = 5000): CopyBatches {
  const keys = rowKeys(rows);
  const chunks: string[] = [];
  for (let start = 0; start < rows.length; start += batch)
    chunks.push(copyChunk(rows.slice(start, start + batch), keys));
  return { keys, rows: rows.length, batch, chunks };
}
