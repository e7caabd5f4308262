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
  },
  (t) => [primaryKey({ columns: [t.versionCode, t.book, t.chapter, t.verse] })],
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
