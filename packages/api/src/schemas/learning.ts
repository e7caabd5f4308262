import { z } from "zod";
import {
  bookRef,
  chapterNumber,
  idempotencyKey,
  languageRef,
  strongsNumber,
  text,
  verseNumber,
  versionCode,
} from "./common";

/** What a reader has made of a word: learning it (in the vocabulary), knows it, or ignores it (a name, a number). */
export const wordStateSchema = z.enum(["learning", "known", "ignored"]);
/** `new` takes a word's mark away. */
export const markStateSchema = z.enum(["new", "learning", "known", "ignored"]);

/** A word's key: its lemma in its language, as `learning.chapterWords` gives it. */
const lemma = text().trim().min(1).max(100);

export const chapterWordsInput = z.object({
  book: bookRef,
  chapter: chapterNumber,
  language: languageRef,
  version: versionCode,
});

export const chapterWordsSchema = z.object({
  version: z.string(),
  language: z.string(),
  /** The chapter's distinct lemmas. */
  lemmas: z.array(z.string()),
  /** The distinct Strong's numbers its words render. */
  originals: z.array(z.string()),
  verses: z.array(
    z.object({
      verse: z.number().int(),
      words: z
        .array(z.number().int())
        .describe(
          "Four integers per running word: start and end (UTF-16 offsets in the verse text), index in lemmas, index in originals + 1 (0: not aligned)",
        ),
    }),
  ),
});

export const wordStatesInput = z.object({ language: languageRef });

export const wordStatesSchema = z.object({
  language: z.string(),
  words: z.array(z.object({ lemma: z.string(), state: wordStateSchema })),
});

/** Most words a mark or an import carries at once (a long chapter's rest, a guest's whole list). */
export const MAX_MARKED_WORDS = 5_000;

export const markWordsInput = z.object({
  language: languageRef,
  lemmas: z.array(lemma).min(1).max(MAX_MARKED_WORDS),
  state: markStateSchema,
  /** The original the word was marked on, where its verse's alignment gives one. */
  strongs: strongsNumber.optional(),
  /** Only words without a state yet ('mark the rest of this chapter known' keeps the words being learnt). */
  onlyNew: z.boolean().optional(),
  /** The verse the word was marked in: a word marked `learning` is saved to the vocabulary with it. */
  place: z
    .object({
      version: versionCode,
      book: bookRef,
      chapter: chapterNumber,
      verse: verseNumber,
      start: z.number().int().min(0).max(100_000).optional(),
      end: z.number().int().min(0).max(100_000).optional(),
    })
    .optional()
    .describe(
      "The verse (version, book, chapter, verse) the word was marked in, and the word's UTF-16 offsets in its text; a learnt word's card keeps it",
    ),
  readerLanguage: languageRef
    .optional()
    .describe("The reader's own language: a learnt word's card keeps the verse in it as a hint"),
  /** A mark made offline is queued and sent again until it arrives: applied once per key (issue 34). */
  idempotencyKey,
});

export const markWordsSchema = z.object({ language: z.string(), changed: z.number().int() });

export const importWordStatesInput = z.object({
  words: z.array(z.object({ language: languageRef, lemma, state: wordStateSchema })).max(MAX_MARKED_WORDS * 4),
});

export const importWordStatesSchema = z.object({ imported: z.number().int() });

export const wordCountsSchema = z.array(
  z.object({
    language: z.string(),
    known: z.number().int(),
    learning: z.number().int(),
    ignored: z.number().int(),
    /** Known words at the end of each of the last weeks with a change, oldest first (ISO date of the week's end). */
    progress: z.array(z.object({ date: z.string(), known: z.number().int() })),
  }),
);

/** The shares of a version's running words a core vocabulary is measured at. */
export const CORE_LEVELS = [0.8, 0.9, 0.95] as const;
/** Most words a core vocabulary answer lists, and most a reader learns at once from it. */
export const MAX_CORE_WORDS = 5_000;
export const MAX_CORE_LEARNT = 50;

export const coreVocabularyInput = z.object({
  version: versionCode,
  limit: z.number().int().min(1).max(MAX_CORE_WORDS).default(200).describe("How many of the commonest lemmas to list"),
});

export const coreVocabularySchema = z.object({
  version: z.string(),
  language: z.string(),
  /** Running words of the whole text and of its New Testament (0 for a version without one). */
  tokens: z.number().int(),
  ntTokens: z.number().int(),
  /** Distinct lemmas, and distinct word forms (a count by form lists this many). */
  lemmas: z.number().int(),
  forms: z.number().int(),
  levels: z.array(
    z.object({
      share: z.number().describe("The share of running words covered: 0.8, 0.9, 0.95"),
      lemmas: z.number().int().describe("The commonest lemmas it takes to cover it"),
    }),
  ),
  /** The commonest lemmas, commonest first, with their running words and the share covered up to each. */
  words: z.array(z.object({ lemma: z.string(), count: z.number().int(), covered: z.number() })),
});

export const coreProgressInput = z.object({
  version: versionCode,
  size: z.number().int().min(1).max(MAX_CORE_LEARNT).default(20).describe("How many words the next lesson has"),
});

export const coreProgressSchema = z.object({
  version: z.string(),
  language: z.string(),
  /** The share of the version's running words, and of its New Testament's, whose lemma the reader knows. */
  known: z.number(),
  knownNt: z.number().nullable(),
  /** The commonest lemmas the reader has not marked yet (the next lesson), with their running words. */
  next: z.array(z.object({ lemma: z.string(), count: z.number().int() })),
});

export const learnCoreInput = z
  .object({
    version: versionCode,
    lemmas: z.array(lemma).max(MAX_CORE_LEARNT).describe("The lesson's words to learn, each saved with its cards"),
    known: z
      .array(lemma)
      .max(MAX_CORE_LEARNT)
      .default([])
      .describe("The lesson's words the reader knows already: marked known, with no card"),
    readerLanguage: languageRef
      .optional()
      .describe("The reader's own language: each card keeps its verse in it as a hint"),
  })
  .refine((input) => input.lemmas.length + input.known.length > 0, {
    path: ["lemmas"],
    message: "Too small: expected at least one word to learn or mark known",
  });

export const learnCoreSchema = z.object({
  language: z.string(),
  /** The lemmas saved with their cards (a lemma the version does not have, or one already marked, is not). */
  learnt: z.array(z.string()),
  /** The lemmas marked known (a lemma the version does not have, or one already marked, is not). */
  known: z.array(z.string()),
});

export type ChapterWords = z.infer<typeof chapterWordsSchema>;
export type CoreVocabulary = z.infer<typeof coreVocabularySchema>;
export type CoreProgress = z.infer<typeof coreProgressSchema>;
export type LearnCoreInput = z.infer<typeof learnCoreInput>;
export type LearnCoreResult = z.infer<typeof learnCoreSchema>;
export type WordStates = z.infer<typeof wordStatesSchema>;
export type MarkWordsInput = z.infer<typeof markWordsInput>;
export type WordCounts = z.infer<typeof wordCountsSchema>;
