// How FreeDict's dictionaries are stored in `dictionary_buckets` and read back: the language codes, the key a
// headword is stored and looked up under, the bucket a key falls in and a bucket row's bytes. Shared by the installer
// (install/freedict.ts, in its worker thread) and the word study (study/dictionary.ts): the installer imports the
// reading side, never the reverse. Imported by a worker under Node's type stripping: Node modules and types only.
import { deflateRawSync, inflateRawSync } from "node:zlib";
import type { StoredDictionaryEntry } from "@bible/db";

/** FreeDict's three-letter codes of the app's languages (FreeDict has no Korean, Chinese or Ukrainian). */
export const FREEDICT_LANGUAGES = {
  ara: "arabic",
  deu: "german",
  eng: "english",
  fra: "french",
  ita: "italian",
  jpn: "japanese",
  por: "portuguese",
  rus: "russian",
  spa: "spanish",
} as const;

/** Latin-1 text is NFC already, and has no typographic apostrophe or Arabic letter to fold. */
const LATIN1 = /^[\0-\xff]*$/;
/** What the folds below change: the typographic apostrophe, Arabic vowel signs and tatweel, alif with hamza or madda. */
const FOLDED = /[’\u064b-\u0652\u0670\u0640أإآٱ]/;

/**
 * The form headwords are stored and looked up under: lower case, NFC, typographic apostrophe folded;
 * Arabic without vowel signs and with every alif written plain (the Smith–Van Dyck text writes no
 * hamza: الارض is the dictionary's الأرض).
 */
export function dictionaryKey(word: string): string {
  // Latin-1 (most headwords): NFC, the apostrophe and the Arabic folds change nothing.
  if (LATIN1.test(word)) return word.toLowerCase().trim();
  const text = word.normalize("NFC").toLowerCase();
  if (!FOLDED.test(text)) return text.trim();
  return text
    .replace(/’/g, "'")
    .replace(/[\u064b-\u0652\u0670\u0640]/g, "")
    .replace(/[أإآٱ]/g, "ا")
    .trim();
}

/** Hash buckets: 2^10 per language pair keeps the largest pair (German → English) near 300 keys a row. */
export const BUCKET_BITS = 10;

/** FNV-1a over the UTF-16 code units, folded to BUCKET_BITS bits. */
export function bucketOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> (32 - BUCKET_BITS);
}

/**
 * zlib's fastest level: the first start deflates every row (some 60 MB). Against the default level 6, the 23 pairs'
 * parse takes about 1 s less CPU (14.3-15.0 against 15.3-16.0 s, `pnpm --filter @bible/bench freedict`) for rows
 * 7 % larger (64.7 against 60.5 MB). Reading a row costs the same: inflating does not depend on the level.
 */
const DEFLATE_LEVEL = 1;

/** A key JSON.stringify writes before the others, in ascending order: an array index ("1984"). */
function isArrayIndex(key: string): boolean {
  const first = key.charCodeAt(0);
  return first >= 0x30 && first <= 0x39 && /^(?:0|[1-9]\d*)$/.test(key) && Number(key) < 2 ** 32 - 1;
}

/**
 * A language pair's entries as bucket rows: [bucket, deflated JSON of { key: entries }]. The JSON is the text
 * JSON.stringify writes for that object (array-index keys first, in ascending order, then the others in order), made
 * of each key's part written in the order the entries were made: JSON.stringify of one object per bucket visits
 * them bucket by bucket, all over a heap of hundreds of MB, and took twice as long (deu-eng).
 * Each row's bytes in an ArrayBuffer of their own size: zlib answers a view of its 16 KB output chunk, and a view sent
 * to another thread takes its whole ArrayBuffer along (46,000 rows of a few hundred bytes came to the server as 750 MB).
 */
export function toBuckets(entries: Map<string, StoredDictionaryEntry[]>): [number, Uint8Array][] {
  const buckets = new Map<number, { parts: string[]; indexes: [number, string][] }>();
  for (const [key, list] of entries) {
    const bucket = bucketOf(key);
    let row = buckets.get(bucket);
    if (!row) {
      row = { parts: [], indexes: [] };
      buckets.set(bucket, row);
    }
    const part = `${JSON.stringify(key)}:${JSON.stringify(list)}`;
    if (isArrayIndex(key)) row.indexes.push([Number(key), part]);
    else row.parts.push(part);
  }
  return [...buckets].map(([bucket, { parts, indexes }]) => {
    const ordered = indexes.length ? [...indexes.sort((x, y) => x[0] - y[0]).map(([, part]) => part), ...parts] : parts;
    // The braces on the first and last parts: the join is then the row's text in one piece, not copied once more.
    const last = ordered.length - 1;
    ordered[0] = `{${ordered[0]}`;
    ordered[last] = `${ordered[last]}}`;
    return [bucket, new Uint8Array(deflateRawSync(ordered.join(","), { level: DEFLATE_LEVEL }))];
  });
}

/** A bucket row's entries, as `toBuckets` wrote them. */
export function readBucket(bytes: Uint8Array): Record<string, StoredDictionaryEntry[]> {
  return JSON.parse(inflateRawSync(bytes).toString("utf8"));
}
