// Self-contained (no imports): worker threads serialize their rows with it, under Node's type stripping.

/**
 * Rows serialized for `insertJsonBatches`, `batch` rows per JSON array: plain strings, which a worker thread can
 * hand to the thread that writes them for the cost of a copy, where objects would be cloned one by one and then
 * serialized there. `keys`: the properties some row gives a value.
 */
export type JsonBatches = { keys: string[]; rows: number; batch: number; chunks: string[] };

const base64 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64");

/** One batch of rows as the JSON array json_to_recordset reads, the `binary` properties' bytes as base64. */
export function jsonChunk(rows: readonly object[], binary: readonly string[]): string {
  if (binary.length === 0) return JSON.stringify(rows);
  return JSON.stringify(
    rows.map((row) => {
      const copy: Record<string, unknown> = { ...row };
      for (const key of binary) {
        const bytes = copy[key];
        if (bytes instanceof Uint8Array) copy[key] = base64(bytes);
      }
      return copy;
    }),
  );
}

export function toJsonBatches(rows: readonly object[], batch = 5000): JsonBatches {
  const keys = new Set<string>();
  const binary = new Set<string>();
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) {
      if (value === undefined) continue;
      keys.add(key);
      if (value instanceof Uint8Array) binary.add(key);
    }
  }
  const chunks: string[] = [];
  for (let start = 0; start < rows.length; start += batch) {
    chunks.push(jsonChunk(rows.slice(start, start + batch), [...binary]));
  }
  return { keys: [...keys], rows: rows.length, batch, chunks };
}
