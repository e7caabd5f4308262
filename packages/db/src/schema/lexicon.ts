import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { customType, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { bibleVersions, type TaggedWord } from "./bible";

/** Which original language a Strong's entry (or one occurrence of it) belongs to. */
export type OriginalLanguage = "hebrew" | "aramaic" | "greek";

/**
 * An original word as the search box reads one typed in Hebrew or Greek: decomposed, without its vowel points,
 * cantillation and accents, in lower case, a final sigma as σ. The expression of `lexicon_entries`' folded lemma
 * index, so a word typed is looked up through it (the same expression, or the planner reads every entry).
 */
export function foldedLemma(lemma: AnyPgColumn | SQL): SQL {
  return sql`translate(lower(regexp_replace(normalize(${lemma}, NFD), '[\u0300-\u036f\u0591-\u05c7]', '', 'g')), 'ς', 'σ')`;
}

/**
 * One Strong's entry (H1…H8674, G1…G5624): the lemma with its transliteration, pronunciation, part of
 * speech and definitions. `language` is the entry's own language (Aramaic by the HebrewLexicon rule);
 * an occurrence in Aramaic text is told apart by `tagged_verses`.
 */
export const lexiconEntries = pgTable(
  "lexicon_entries",
  {
    strongs: text().primaryKey(),
    language: text().$type<OriginalLanguage>().notNull(),
    lemma: text().notNull(),
    transliteration: text(),
    pronunciation: text(),
    /** The source's code: HebrewLexicon `n-m`, `v`, `n-pr-loc` …; Greek entries carry none. */
    partOfSpeech: text(),
    /** A 1–3 word gloss for learners (OSHB LexicalIndex for Hebrew, the first Strong's sense for Greek). */
    gloss: text(),
    definition: text(),
    kjvUsage: text(),
    derivation: text(),
  },
  (t) => [index().on(t.language), index("lexicon_entries_folded_lemma_idx").on(foldedLemma(t.lemma))],
);

/**
 * The senses OSHB tells apart inside one Strong's number (`1254 a`, `1254 b`…), from AugIndex and
 * LexicalIndex: each with its own lemma, transliteration and short gloss.
 */
export const lexiconSenses = pgTable(
  "lexicon_senses",
  {
    /** "1254a", or "1254" for a number OSHB does not split. */
    key: text().primaryKey(),
    strongs: text().notNull(),
    lemma: text().notNull(),
    transliteration: text(),
    partOfSpeech: text(),
    gloss: text(),
    /** Which part of LexicalIndex the sense is in: Hebrew or Aramaic vocabulary. */
    language: text().$type<OriginalLanguage>().notNull(),
  },
  (t) => [index().on(t.strongs)],
);

/** A word of an original-language text: `a` is the OSHB augmented number ("1254a") when there is one. */
export type OriginalWord = TaggedWord & { a?: string };

/**
 * Verse-by-verse word lists keyed by Strong's numbers, all in KJV numbering: the KJV's own tags
 * (`KJV`), the Hebrew OT (`OSHB`, morphology per word, first letter H or A for the language) and the
 * Greek NT (`RP2018`).
 */
export const taggedVerses = pgTable(
  "tagged_verses",
  {
    source: text().notNull(),
    book: smallint().notNull(),
    chapter: smallint().notNull(),
    verse: smallint().notNull(),
    text: text().notNull(),
    words: jsonb().$type<OriginalWord[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.book, t.chapter, t.verse] }),
    // "Every verse where H7462 occurs": words @> '[{"s":["H7462"]}]'.
    index("tagged_verses_words_index").using("gin", sql`${t.words} jsonb_path_ops`),
  ],
);

/** OpenBible.info cross references with a positive vote count; `to` may be a range. */
export const crossReferences = pgTable(
  "cross_references",
  {
    fromBook: smallint().notNull(),
    fromChapter: smallint().notNull(),
    fromVerse: smallint().notNull(),
    toBook: smallint().notNull(),
    toChapter: smallint().notNull(),
    toVerse: smallint().notNull(),
    /** The end of a range ("Prov.8.22-Prov.8.30"); a few ranges run into the next book. */
    toEndBook: smallint(),
    toEndChapter: smallint(),
    toEndVerse: smallint(),
    votes: integer().notNull(),
  },
  (t) => [index().on(t.fromBook, t.fromChapter, t.fromVerse)],
);

/**
 * A commentary section, keyed at the first verse it covers (verse 0: the chapter's introduction),
 * as plain paragraphs. `outline` is the chapter outline on the verse-0 row.
 */
export const commentarySections = pgTable(
  "commentary_sections",
  {
    source: text().notNull(),
    book: smallint().notNull(),
    chapter: smallint().notNull(),
    verse: smallint().notNull(),
    text: text().notNull(),
    outline: jsonb().$type<CommentaryOutlineItem[]>(),
  },
  (t) => [primaryKey({ columns: [t.source, t.book, t.chapter, t.verse] })],
);

export type CommentaryOutlineItem = { title: string; fromVerse: number; toVerse: number };

/**
 * One headword of a bilingual dictionary (FreeDict) as stored, with one-letter keys because a million
 * of them are stored: `h` headword, `s` each sense's equivalents in the target language (most common
 * first), `p` part of speech (the lexicon's names: noun, verb…), `g` gender (m, f, n), `i` IPA, and `r`
 * on entries read backwards (a fra-spa entry "terre: tierra" stored under the Spanish "tierra"); `d`
 * the definition of each sense in the headword's own language, where the dictionary has one ("" else).
 */
export type StoredDictionaryEntry = {
  h: string;
  s: string[];
  d?: string[];
  p?: string;
  g?: "m" | "f" | "n";
  i?: string;
  r?: 1;
};

/** Binary data: Buffer from postgres.js, Uint8Array from PGlite. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * Bilingual dictionaries grouped into hash buckets of folded headwords, so a few tens of thousands of
 * rows hold a million headwords: `entries` is the deflated JSON of { key: StoredDictionaryEntry[] }
 * (a quarter of its JSON size), and a look-up reads and inflates one row.
 */
export const dictionaryBuckets = pgTable(
  "dictionary_buckets",
  {
    sourceLanguage: text().notNull(),
    targetLanguage: text().notNull(),
    bucket: integer().notNull(),
    entries: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.sourceLanguage, t.targetLanguage, t.bucket] })],
);

/**
 * A version's words counted by lemma (the core vocabulary, issue 33), kept so that a restart or another instance
 * does not lemmatise a whole Bible again: `counts` is the deflated JSON the lexicon writes, valid while `revision`
 * is the word study's revision of the version's language (its text and the lexicon that lemmatises it).
 */
export const coreVocabularies = pgTable("core_vocabularies", {
  versionCode: text()
    .primaryKey()
    .references(() => bibleVersions.code, { onDelete: "cascade" }),
  revision: text().notNull(),
  counts: bytea().notNull(),
  countedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** One row per installed lexicon data set: what was read, from where, and how much. */
export const lexiconDatasets = pgTable("lexicon_datasets", {
  id: text().primaryKey(),
  source: text().notNull(),
  sha256: jsonb().$type<Record<string, string>>().notNull(),
  rows: integer().notNull(),
  details: jsonb().$type<Record<string, number>>().notNull(),
  installedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export type LexiconEntry = typeof lexiconEntries.$inferSelect;
export type LexiconSense = typeof lexiconSenses.$inferSelect;
export type TaggedVerse = typeof taggedVerses.$inferSelect;
export type CrossReference = typeof crossReferences.$inferSelect;
export type CommentarySection = typeof commentarySections.$inferSelect;
export type LexiconDataset = typeof lexiconDatasets.$inferSelect;
