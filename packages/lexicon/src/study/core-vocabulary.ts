import { deflateRawSync, inflateRawSync } from "node:zlib";
import { type TextLanguage, tokenize } from "@bible/align";
import { coreVocabularies, eq, type Queryable } from "@bible/db";
import { findVersion } from "@bible/versions";
import { readVersionText } from "../alignment/input";
import { wordStudyRevision } from "../alignment/revision";
import { bulkDictionary } from "./dictionary";
import { LETTER, lemmaOf } from "./word-keys";

/** The first book of the New Testament in canon order (Matthew). */
const FIRST_NT_BOOK = 40;

/**
 * A version's words counted by lemma, as the learning view counts a chapter's (`chapterWordKeys`: the aligner's
 * tokens with a letter, keyed by the analyser's lemma), over the whole text and over its New Testament.
 */
export type VersionVocabulary = {
  version: string;
  language: TextLanguage;
  /** Running words of the whole text, and of its New Testament. */
  tokens: number;
  ntTokens: number;
  /** Running words of each distinct form, commonest first (what a count by form, as LingQ's, would list). */
  formCounts: number[];
  /** Every lemma with its running words, commonest first (ties by lemma). */
  lemmas: { lemma: string; count: number; ntCount: number }[];
  /** The first verse each lemma is read in, with the token's offsets: where a card takes its verse from. */
  firstPlace: Map<string, { book: number; chapter: number; verse: number; start: number; end: number }>;
};

/**
 * Kept in the database (`core_vocabularies`) and in memory per database and version under the word study's revision of its language (its text, the lexicon that
 * lemmatises it): lemmatising a whole Bible's forms reads the analysers' data once (seconds), then every reader asks
 * the same list. Only the latest revision of a version is kept.
 */
const vocabularies = new WeakMap<
  Queryable,
  Map<string, { revision: string; counted: Promise<VersionVocabulary | null> }>
>();

/** The version's words by lemma (see VersionVocabulary); null when the version is not installed. */
export async function versionVocabulary(db: Queryable, version: string): Promise<VersionVocabulary | null> {
  const installed = await findVersion(db, version);
  if (!installed?.installedAt) return null;
  const { code } = installed;
  const revision = await wordStudyRevision(db, [installed.language]);
  let byVersion = vocabularies.get(db);
  if (!byVersion) {
    byVersion = new Map();
    vocabularies.set(db, byVersion);
  }
  const cached = byVersion.get(code);
  if (cached?.revision === revision) return cached.counted;
  const entry = { revision, counted: storedOrCounted(db, code, revision) };
  byVersion.set(code, entry);
  const kept = byVersion;
  // A failed count is not kept: the next reader tries again.
  entry.counted.catch(() => {
    if (kept.get(code) === entry) kept.delete(code);
  });
  return entry.counted;
}

/**
 * The counts kept in the database for this revision, else counted now and kept there: a restart, or another instance
 * on the same database, reads them in milliseconds instead of lemmatising a whole Bible again (up to a minute of CPU
 * for the KJV). A kept row that cannot be read is counted again.
 */
async function storedOrCounted(db: Queryable, version: string, revision: string): Promise<VersionVocabulary | null> {
  const [row] = await db
    .select({ revision: coreVocabularies.revision, counts: coreVocabularies.counts })
    .from(coreVocabularies)
    .where(eq(coreVocabularies.versionCode, version));
  const stored = row?.revision === revision ? fromStored(row.counts) : null;
  if (stored) return stored;
  const counted = await countVersion(db, version);
  if (counted) {
    const counts = toStored(counted);
    await db
      .insert(coreVocabularies)
      .values({ versionCode: version, revision, counts })
      .onConflictDoUpdate({ target: coreVocabularies.versionCode, set: { revision, counts, countedAt: new Date() } });
  }
  return counted;
}

/** The stored form: lemmas and first places as tuples, deflated (a Bible's lemmas with their places, ~1 MB of JSON). */
type StoredVocabulary = {
  version: string;
  language: TextLanguage;
  tokens: number;
  ntTokens: number;
  formCounts: number[];
  /** [lemma, count, ntCount, book, chapter, verse, start, end], the place -1s when there is none. */
  lemmas: [string, number, number, number, number, number, number, number][];
};

function toStored(vocabulary: VersionVocabulary): Uint8Array {
  const stored: StoredVocabulary = {
    version: vocabulary.version,
    language: vocabulary.language,
    tokens: vocabulary.tokens,
    ntTokens: vocabulary.ntTokens,
    formCounts: vocabulary.formCounts,
    lemmas: vocabulary.lemmas.map(({ lemma, count, ntCount }) => {
      const place = vocabulary.firstPlace.get(lemma);
      return place
        ? [lemma, count, ntCount, place.book, place.chapter, place.verse, place.start, place.end]
        : [lemma, count, ntCount, -1, -1, -1, -1, -1];
    }),
  };
  return deflateRawSync(JSON.stringify(stored));
}

function fromStored(bytes: Uint8Array): VersionVocabulary | null {
  let stored: StoredVocabulary;
  try {
    stored = JSON.parse(inflateRawSync(bytes).toString("utf8")) as StoredVocabulary;
  } catch {
    return null;
  }
  if (!Array.isArray(stored.lemmas) || !Array.isArray(stored.formCounts)) return null;
  const firstPlace: VersionVocabulary["firstPlace"] = new Map();
  const lemmas = stored.lemmas.map(([lemma, count, ntCount, book, chapter, verse, start, end]) => {
    if (book > 0) firstPlace.set(lemma, { book, chapter, verse, start, end });
    return { lemma, count, ntCount };
  });
  return {
    version: stored.version,
    language: stored.language,
    tokens: stored.tokens,
    ntTokens: stored.ntTokens,
    formCounts: stored.formCounts,
    lemmas,
    firstPlace,
  };
}

async function countVersion(db: Queryable, version: string): Promise<VersionVocabulary | null> {
  const text = await readVersionText(db, version);
  if (!text) return null;
  const { language } = text;
  const byForm = new Map<string, { count: number; ntCount: number }>();
  const firstPlace: VersionVocabulary["firstPlace"] = new Map();
  const firstFormPlace = new Map<
    string,
    { book: number; chapter: number; verse: number; start: number; end: number }
  >();
  let tokens = 0;
  let ntTokens = 0;
  for (const verse of text.verses) {
    const nt = verse.book >= FIRST_NT_BOOK;
    for (const token of tokenize(verse.text, language)) {
      if (!LETTER.test(token.text)) continue;
      tokens += 1;
      if (nt) ntTokens += 1;
      const counts = byForm.get(token.norm);
      if (counts) {
        counts.count += 1;
        if (nt) counts.ntCount += 1;
      } else {
        byForm.set(token.norm, { count: 1, ntCount: nt ? 1 : 0 });
        firstFormPlace.set(token.norm, {
          book: verse.book,
          chapter: verse.chapter,
          verse: verse.verse,
          start: token.start,
          end: token.end,
        });
      }
    }
  }
  const forms = [...byForm.keys()];
  // Every bucket of the analysers' dictionaries read once for all the forms, not once a form.
  const lookUp = bulkDictionary(db);
  const lemmaList = await Promise.all(forms.map((form) => lemmaOf(db, language, form, lookUp)));
  const byLemma = new Map<string, { lemma: string; count: number; ntCount: number }>();
  forms.forEach((form, i) => {
    const lemma = lemmaList[i] ?? form;
    const counts = byForm.get(form) ?? { count: 0, ntCount: 0 };
    const entry = byLemma.get(lemma);
    if (entry) {
      entry.count += counts.count;
      entry.ntCount += counts.ntCount;
    } else {
      byLemma.set(lemma, { lemma, ...counts });
    }
    const place = firstFormPlace.get(form);
    const kept = firstPlace.get(lemma);
    if (place && (!kept || comparePlaces(place, kept) < 0)) firstPlace.set(lemma, place);
  });
  const lemmas = [...byLemma.values()].sort((a, b) => b.count - a.count || (a.lemma < b.lemma ? -1 : 1));
  const formCounts = [...byForm.values()].map((counts) => counts.count).sort((a, b) => b - a);
  return { version, language, tokens, ntTokens, formCounts, lemmas, firstPlace };
}

type Place = { book: number; chapter: number; verse: number; start: number };

function comparePlaces(a: Place, b: Place): number {
  return a.book - b.book || a.chapter - b.chapter || a.verse - b.verse || a.start - b.start;
}

/** How many of the commonest entries it takes for their counts to reach `share` of `total` (0 when total is 0). */
export function entriesCovering(counts: readonly number[], total: number, share: number): number {
  if (total === 0) return 0;
  const needed = share * total;
  let covered = 0;
  for (let i = 0; i < counts.length; i++) {
    covered += counts[i] ?? 0;
    if (covered >= needed) return i + 1;
  }
  return counts.length;
}
