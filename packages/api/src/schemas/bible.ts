import { z } from "zod";
import { apiErrorSchema } from "../errors/shapes";
import { bookRef, chapterNumber, languageRef, versionCode } from "./common";

export const chapterInput = z.object({
  book: bookRef,
  chapter: chapterNumber,
  language: languageRef,
  version: versionCode,
});

export const verseSchema = z.object({
  verse: z.number().int(),
  text: z.string(),
  originalRef: z.string().optional(),
  heading: z.string().optional(),
  /** The last verse this text covers when the source joined verses (verse 21 with verseEnd 29 holds 21-29). */
  verseEnd: z.number().int().optional(),
  /**
   * Chinese, Japanese and Korean versions: the verse's words as the server's aligner reads them, two base-36 digits
   * per word (the gap since the previous word's end and the length, in UTF-16 code units): "110102" is words at
   * 1-2, 2-3 and 3-5. The reader selects these words, so the word looked up is the word clicked.
   */
  words: z
    .string()
    .regex(/^(?:[0-9a-z]{2})*$/)
    .optional()
    .describe(
      "Chinese, Japanese, Korean: the verse's words as the aligner reads them; per word two base-36 digits, the gap since the previous word's end and the length (UTF-16 code units)",
    ),
});

export const chapterSchema = z.object({
  version: z.string(),
  versionName: z.string(),
  language: z.string(),
  book: z.string(),
  bookId: z.string(),
  /** The book's name in the version's language. */
  bookName: z.string(),
  chapter: z.number().int(),
  verses: z.array(verseSchema),
});

/** A column of the reader: the language and the version read in it, as `fr:LSG`. */
export const columnRef = z
  .string()
  .trim()
  .regex(/^[^:]{2,20}:[^:]{1,32}$/, "language:version, e.g. fr:LSG")
  .describe("language:version, e.g. fr:LSG");

export const chaptersInput = z.object({
  book: bookRef,
  chapter: chapterNumber,
  /** The reader's columns, in order (one to three). */
  versions: z.array(columnRef).min(1).max(3),
});

/** One column of a chapter set: its text, or why it cannot be read (the other columns are still answered). */
export const chapterColumnSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("ok"), chapter: chapterSchema }),
  z.object({ status: z.literal("error"), language: z.string(), version: z.string(), error: apiErrorSchema }),
]);

export const chapterSetSchema = z.object({ columns: z.array(chapterColumnSchema) });

export const versionsInput = z.object({ language: languageRef });

export const bibleVersionSchema = z.object({
  code: z.string(),
  name: z.string(),
  language: z.string(),
  description: z.string(),
  difficultyLevel: z.number().int().min(1).max(5),
  fidelityLevel: z.number().int().min(1).max(5),
  difficultyNote: z.string(),
  fidelityNote: z.string(),
  license: z.string(),
  /** Its text is in the database and can be read. */
  installed: z.boolean(),
  /** False for copyrighted catalog entries that cannot be shipped. */
  distributable: z.boolean(),
});

export const booksInput = z.object({ lang: languageRef.optional() });

export const bookSchema = z.object({
  number: z.number().int(),
  id: z.string(),
  usfm: z.string(),
  english: z.string(),
  name: z.string(),
  testament: z.enum(["OT", "NT"]),
  chapters: z.number().int(),
});

export type BibleChapter = z.infer<typeof chapterSchema>;
export type ChapterSet = z.infer<typeof chapterSetSchema>;
export type BibleVersionInfo = z.infer<typeof bibleVersionSchema>;
export type BookInfo = z.infer<typeof bookSchema>;

/** A version pack (issue 34): the version read offline, for a reader of one language (its glosses). */
export const packInput = z.object({
  version: versionCode,
  reader: languageRef.default("french").describe("The reader's language: the originals' glosses are in it"),
});

const packVerseSchema = z.object({
  v: z.number().int().describe("Verse number"),
  t: z.string().describe("Text"),
  h: z.string().optional().describe("Heading printed before the verse"),
  e: z.number().int().optional().describe("Last verse covered when the source joined verses"),
  r: z.string().optional().describe("Reference in the source's own numbering"),
  l: z
    .array(z.number().int())
    .optional()
    .describe("Trusted alignment links, three numbers each: token start, end (UTF-16) and Strong's (Greek + 10000)"),
});

const packOriginalSchema = z.object({
  l: z.string().describe("Lemma"),
  x: z.string().optional().describe("Transliteration"),
  g: z.string().optional().describe("Commonest rendering in the reader language's opening version"),
  e: z.string().optional().describe("Short English gloss (Strong's lexicon)"),
  k: z.enum(["h", "a", "g"]).describe("Hebrew, Aramaic or Greek"),
});

export const packSchema = z.object({
  version: z.string(),
  versionName: z.string(),
  language: z.string(),
  reader: z.string(),
  /** Changes when the version, its alignment or the lexicon is re-installed: a kept pack is then stale. */
  revision: z.string(),
  books: z.array(z.object({ book: z.number().int(), chapters: z.array(z.array(packVerseSchema)) })),
  originals: z.record(z.string(), packOriginalSchema),
});

export const packSizeSchema = z.object({
  version: z.string(),
  revision: z.string(),
  /** The pack's size as downloaded, gzip-compressed (brotli, when the browser takes it, is smaller). */
  bytes: z.number().int(),
  /** Its JSON size once decompressed (the download's progress counts these). */
  rawBytes: z.number().int(),
});

export type VersionPackAnswer = z.infer<typeof packSchema>;
export type PackSize = z.infer<typeof packSizeSchema>;
