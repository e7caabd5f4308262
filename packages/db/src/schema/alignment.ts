import { sql } from "drizzle-orm";
import { integer, pgTable, primaryKey, real, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { bibleVersions } from "./bible";

/**
 * The words of one verse of a version linked to the Strong's-numbered words of the original (Hebrew/Aramaic OT,
 * Greek NT), so that a word look-up reads one row. `links` packs four small integers per link (token start and
 * end offsets in the verse text, Strong's number, original word and confidence): see `@bible/align` codec.
 */
export const verseAlignments = pgTable(
  "verse_alignments",
  {
    versionCode: text()
      .notNull()
      .references(() => bibleVersions.code, { onDelete: "cascade" }),
    book: smallint().notNull(),
    chapter: smallint().notNull(),
    verse: smallint().notNull(),
    links: smallint().array().notNull(),
    /**
     * The Strong's numbers (stored codes: H1 = 1, G1 = 10001) the links carry with at least the aligner's
     * CONFIDENCE_THRESHOLD, each once: written with the links (`confidentStrongs` of `@bible/align`).
     */
    strongs: smallint().array().notNull().default(sql`'{}'::smallint[]`),
  },
  (t) => [
    // No index on `strongs`: Strong's search reads `strongs_occurrences`, built from this column when a version is
    // aligned; a GIN index nobody read cost PGlite seconds of every version's write on a first start.
    primaryKey({ columns: [t.versionCode, t.book, t.chapter, t.verse] }),
  ],
);

/**
 * How a version was aligned: from its own Strong's tags or by the statistical aligner, the model and the threshold
 * below which a link is not trusted, and the text it was computed from, so a re-install of the same text skips it.
 */
export const alignmentRuns = pgTable("alignment_runs", {
  versionCode: text()
    .primaryKey()
    .references(() => bibleVersions.code, { onDelete: "cascade" }),
  method: text({ enum: ["tags", "statistical"] }).notNull(),
  model: text().notNull(),
  threshold: real().notNull(),
  /** `bible_versions.sha256` and verse count when aligned: a different text means the alignment is stale. */
  textSha256: text(),
  textVerses: integer().notNull(),
  verses: integer().notNull(),
  links: integer().notNull(),
  seconds: real().notNull(),
  alignedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export type VerseAlignmentRow = typeof verseAlignments.$inferSelect;
export type AlignmentRun = typeof alignmentRuns.$inferSelect;

/**
 * jieba's segmentation of the Chinese text of the installed versions, so that the word study reads a sentence's
 * words and tags from here instead of loading jieba (~60 MB of WebAssembly memory for its dictionary). One row per
 * distinct piece of text, in simplified characters as jieba reads it: a run between punctuation and spaces (jieba
 * cuts such runs independently), a single character, a word as a browser's double-click selects it. `tags` packs
 * the piece's tokens as tag and length, in order: "n2v1x1". Shared by the versions: a text is segmented once.
 */
export const chineseSegments = pgTable("chinese_segments", {
  text: text().primaryKey(),
  tags: text().notNull(),
});

/**
 * Which versions' text is in `chinese_segments`, from which text (a re-install of the same text skips the pass)
 * and by which segmenter (another jieba version empties the table: its answers could differ).
 */
export const chineseSegmentRuns = pgTable("chinese_segment_runs", {
  versionCode: text()
    .primaryKey()
    .references(() => bibleVersions.code, { onDelete: "cascade" }),
  segmenter: text().notNull(),
  /** `bible_versions.sha256` when segmented: a different text means it is segmented again. */
  textSha256: text(),
  pieces: integer().notNull(),
  seconds: real().notNull(),
  segmentedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
