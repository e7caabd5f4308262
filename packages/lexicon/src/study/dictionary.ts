import type { LanguageId } from "@bible/canon";
import { and, dictionaryBuckets, eq, type Queryable, type StoredDictionaryEntry } from "@bible/db";
import { wordStudyGeneration } from "../alignment/revision";
import { bucketOf, dictionaryKey, FREEDICT_LANGUAGES, readBucket } from "../dictionary-store";
import { KeptReads } from "../kept-reads";
import type { PartOfSpeech } from "../languages/types";

/** A bilingual dictionary's entry for a word, in the direction the reader needs it. */
export type DictionaryEntry = {
  headword: string;
  /** Each sense's equivalents in the target language, most common sense first. */
  senses: string[];
  /** Each sense's definition in the headword's own language ("" where the dictionary has none). */
  definitions: string[];
  partOfSpeech: PartOfSpeech | null;
  gender: "masculine" | "feminine" | "neuter" | null;
  /** IPA between slashes, on entries read forwards. */
  pronunciation: string | null;
  /** The FreeDict dictionary it comes from ("deu-fra"). */
  dictionary: string;
  /** Found through its translation in the opposite dictionary. */
  reversed: boolean;
};

const GENDERS = { m: "masculine", f: "feminine", n: "neuter" } as const;
const CODES = Object.fromEntries(Object.entries(FREEDICT_LANGUAGES).map(([code, id]) => [id, code]));

function fromStored(stored: StoredDictionaryEntry, source: LanguageId, target: LanguageId): DictionaryEntry {
  const [from, to] = stored.r ? [CODES[target], CODES[source]] : [CODES[source], CODES[target]];
  return {
    headword: stored.h,
    // Copies: the stored entry stays in the kept bucket (`keptBucketRow`) for the next look-up.
    senses: [...stored.s],
    definitions: [...(stored.d ?? [])],
    partOfSpeech: (stored.p as PartOfSpeech | undefined) ?? null,
    gender: stored.g ? GENDERS[stored.g] : null,
    pronunciation: stored.i ?? null,
    dictionary: `${from}-${to}`,
    reversed: stored.r === 1,
  };
}

/** Whether FreeDict has anything from `source` into `target` (it has no Korean, Chinese or Ukrainian). */
export function hasDictionary(source: LanguageId, target: LanguageId): boolean {
  return source !== target && CODES[source] !== undefined && CODES[target] !== undefined;
}

/**
 * The other spellings a text may write a word in that the dictionaries key it by: French 'coeur', 'boeuf', 'soeur'
 * (the LSG writes the ligature out, as most printed Bibles do) are 'cœur', 'bœuf', 'sœur' in FreeDict.
 */
export function spellingVariants(language: LanguageId, word: string): string[] {
  if (language === "french" && /oe/i.test(word)) return [word.replace(/oe/g, "œ").replace(/O[eE]/g, "Œ")];
  return [];
}

/**
 * The entries whose headword has the word's case, when some do: lower-case "tierra" is the earth, not
 * the planet "Tierra" that shares its key.
 */
export function matchingCase(entries: DictionaryEntry[], word: string): DictionaryEntry[] {
  const capital = (text: string) => text.charAt(0) !== text.charAt(0).toLowerCase();
  const same = entries.filter((e) => capital(e.headword) === capital(word));
  if (same.length > 0) return same;
  // A word written in lower case is no name: the constellation 'Чаша' (Coupe) is not the cup 'чашу' of the verse.
  // (A capital on the clicked word may only begin its sentence: it keeps the lower-case entries.)
  return capital(word) ? entries : entries.filter((e) => !(capital(e.headword) && e.partOfSpeech === "properNoun"));
}

/** One bucket row of a dictionary, inflated: its keys' stored entries ({} when the row is not there). */
async function readBucketRow(
  db: Queryable,
  source: LanguageId,
  target: LanguageId,
  bucket: number,
): Promise<Record<string, StoredDictionaryEntry[]>> {
  const [row] = await db
    .select({ entries: dictionaryBuckets.entries })
    .from(dictionaryBuckets)
    .where(
      and(
        eq(dictionaryBuckets.sourceLanguage, source),
        eq(dictionaryBuckets.targetLanguage, target),
        eq(dictionaryBuckets.bucket, bucket),
      ),
    );
  return row ? readBucket(row.entries) : {};
}

/**
 * How many inflated bucket rows a process keeps per database handle, the most recently read (a row holds a few
 * hundred keys; a word study reads a dozen rows, most of them the same few hundred: the English words its senses are
 * put into, the glosses). About 15 KB of heap each once inflated (1,000 rows drawn at random: 14.4 KB), so 15 MB.
 */
const BUCKETS_KEPT = 1024;

/** Bucket rows read, under the word study's generation: a lexicon data set written (here or elsewhere) starts anew. */
const keptBuckets = new KeptReads<Record<string, StoredDictionaryEntry[]>>(BUCKETS_KEPT);

/** One bucket row, inflated, read once and kept (see `BUCKETS_KEPT`). */
function keptBucketRow(
  db: Queryable,
  source: LanguageId,
  target: LanguageId,
  bucket: number,
): Promise<Record<string, StoredDictionaryEntry[]>> {
  return keptBuckets.read(db, [wordStudyGeneration(db)], `${source}\t${target}\t${bucket}`, () =>
    readBucketRow(db, source, target, bucket),
  );
}

type BucketReader = (
  source: LanguageId,
  target: LanguageId,
  bucket: number,
) => Promise<Record<string, StoredDictionaryEntry[]>>;

async function lookUpIn(
  read: BucketReader,
  source: LanguageId,
  target: LanguageId,
  words: readonly string[],
): Promise<DictionaryEntry[]> {
  if (!hasDictionary(source, target)) return [];
  const found: DictionaryEntry[] = [];
  for (const key of new Set(words.map(dictionaryKey).filter(Boolean))) {
    // Own keys only: a bucket is a plain object, whose 'constructor' and '__proto__' are no headwords.
    const row = await read(source, target, bucketOf(key));
    const stored = Object.hasOwn(row, key) ? (row[key] ?? []) : [];
    for (const entry of stored) found.push(fromStored(entry, source, target));
  }
  return found.sort((a, b) => Number(a.reversed) - Number(b.reversed));
}

/**
 * The bilingual dictionary entries of `words` from `source` into `target` (FreeDict, installed by
 * `lexicon:install freedict`): entries read forwards first, then those found through their translation.
 * Each word's bucket row is read and inflated once per process and kept (`keptBucketRow`).
 */
export function lookUpDictionary(
  db: Queryable,
  source: LanguageId,
  target: LanguageId,
  words: readonly string[],
): Promise<DictionaryEntry[]> {
  return lookUpIn((from, to, bucket) => keptBucketRow(db, from, to, bucket), source, target, words);
}

/**
 * Look-ups of many words at once (a whole Bible's forms): each bucket row is read and inflated once for all the
 * words that fall in it, and kept as long as the returned function is.
 */
export function bulkDictionary(
  db: Queryable,
): (source: LanguageId, target: LanguageId, words: readonly string[]) => Promise<DictionaryEntry[]> {
  const buckets = new Map<string, Promise<Record<string, StoredDictionaryEntry[]>>>();
  const read: BucketReader = (source, target, bucket) => {
    const id = `${source}\t${target}\t${bucket}`;
    let found = buckets.get(id);
    if (!found) {
      found = readBucketRow(db, source, target, bucket);
      buckets.set(id, found);
    }
    return found;
  };
  return (source, target, words) => lookUpIn(read, source, target, words);
}
