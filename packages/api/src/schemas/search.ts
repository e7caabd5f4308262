import { z } from "zod";
import { bookRef, languageRef, versionCode } from "./common";
import { MAX_SELECTED_LANGUAGES } from "./preferences";

export const searchInput = z.object({
  q: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .describe("Words, \"a phrase\", a reference ('Jean 3:16') or a Strong's number (G26)"),
  language: languageRef
    .optional()
    .describe("The reader's language: references are read in it first, and its versions' verses rank first"),
  version: versionCode.optional().describe("Only this version (default: every installed version)"),
  versions: z
    .array(versionCode)
    .max(MAX_SELECTED_LANGUAGES)
    .optional()
    .describe("The versions the reader reads (their columns): their verses rank first too"),
  testament: z.enum(["OT", "NT"]).optional(),
  book: bookRef.optional(),
  page: z.number().int().min(1).max(500).default(1),
  pageSize: z.number().int().min(1).max(50).default(20),
});
export type SearchInput = z.infer<typeof searchInput>;

export const referenceSchema = z.object({
  book: z.string().describe("English name"),
  bookId: z.string().describe("OSIS id"),
  chapter: z.number().int(),
  verse: z.number().int().optional(),
  verseEnd: z.number().int().optional(),
});
export type ReferenceAnswer = z.infer<typeof referenceSchema>;

export const searchHitSchema = z.object({
  version: z.string(),
  book: z.string(),
  bookId: z.string(),
  chapter: z.number().int(),
  verse: z.number().int(),
  text: z.string(),
  /** [start, end) offsets (UTF-16) of the matched words in `text`. */
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
  rank: z.number(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResultSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("reference"), reference: referenceSchema }),
  z.object({
    kind: z.literal("verses"),
    mode: z.enum(["words", "strongs"]),
    /** The Strong's number searched, in strongs mode. */
    strongs: z.string().optional(),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    books: z.array(z.object({ book: z.string(), bookId: z.string(), count: z.number().int() })),
    hits: z.array(searchHitSchema),
  }),
]);
export type SearchResult = z.infer<typeof searchResultSchema>;

export const referenceInput = z.object({
  q: z.string().trim().min(1).max(100).describe("A reference in any of the 12 languages: 'Jean 3:16', '요한복음 3:16'"),
  language: languageRef.optional(),
});
