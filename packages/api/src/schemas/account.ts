import { z } from "zod";
import { mailDelivery, newPassword } from "./auth";
import { isoDate, languageRef, strongsNumber, text } from "./common";
import { questionCategory } from "./community";
import { wordStateSchema } from "./learning";
import { bookmarkSchema, savedQaSchema } from "./library";
import { preferencesSchema, verseHistoryEntrySchema } from "./preferences";
import { reviewDirectionSchema } from "./review";
import { grammaticalInfoInput, vocabularyEntrySchema } from "./vocabulary";

export const changePasswordInput = z.object({
  currentPassword: text().min(1).max(200),
  newPassword,
});
export const passwordChangedSchema = z.object({
  changed: z.literal(true),
  /** The reader's other sessions, ended by the change. */
  endedSessions: z.number().int(),
});

export const emailStatusSchema = z.object({
  email: z.string(),
  /** When the reader opened a verification link sent to this address; null while unverified. */
  verifiedAt: isoDate.nullable(),
  /** How a verification e-mail would leave (`log`: no SMTP on this server, the operator has the link). */
  delivery: mailDelivery,
});
export const resendVerificationInput = z.object({
  lang: languageRef.optional().describe("Language of the e-mail (interface language id or code); default fr"),
});
export const verificationSentSchema = z.object({
  /** False when the address is verified already (nothing sent). */
  sent: z.boolean(),
  delivery: mailDelivery,
});

export const sessionSchema = z.object({
  id: z.string(),
  createdAt: isoDate,
  expiresAt: isoDate,
  /** The session this request was made with. */
  current: z.boolean(),
});
export const endSessionInput = z.object({ id: text().trim().min(1).max(128) });
export const sessionEndedSchema = z.object({ ended: z.literal(true) });

export const deleteAccountInput = z.object({ password: text().min(1).max(200) });
export const accountDeletedSchema = z.object({ deleted: z.literal(true) });

export const ACCOUNT_EXPORT_FORMAT = "bible-polyglotte-account";

const exportedReviewLogSchema = z.object({
  grade: z.number().int(),
  stateBefore: z.number().int(),
  dueBefore: isoDate,
  reviewedAt: isoDate,
  localDay: z.string(),
});

const exportedCardSchema = z.object({
  direction: reviewDirectionSchema,
  due: isoDate,
  stability: z.number(),
  difficulty: z.number(),
  elapsedDays: z.number().int(),
  scheduledDays: z.number().int(),
  learningSteps: z.number().int(),
  reps: z.number().int(),
  lapses: z.number().int(),
  state: z.number().int(),
  lastReview: isoDate.nullable(),
  /** Every grade given to the card, oldest first. */
  log: z.array(exportedReviewLogSchema),
});

const exportedPlanSchema = z.object({
  code: z.string(),
  /** Null when the reader read the plan without starting it on a date. */
  startDate: z.string().nullable(),
  active: z.boolean(),
  /** The day reached by moving through a plan not started on a date. */
  currentDay: z.number().int().nullable(),
  done: z.array(z.number().int()),
});

/** Everything the app keeps about one reader (GDPR export), never the password's hash; `account.importData` reads it back. */
export const accountExportSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  version: z.literal(2),
  exportedAt: isoDate,
  user: z.object({
    id: z.string(),
    email: z.string(),
    emailVerifiedAt: isoDate.nullable(),
    firstName: z.string().nullable(),
    createdAt: isoDate,
  }),
  preferences: preferencesSchema,
  verseHistory: z.array(verseHistoryEntrySchema),
  bookmarks: z.array(bookmarkSchema),
  /** Each word with its two review cards (FSRS state) and their grades. */
  vocabulary: z.array(vocabularyEntrySchema.extend({ cards: z.array(exportedCardSchema) })),
  savedQa: z.array(savedQaSchema),
  /** The questions asked about chapters and their answers (saved or not). */
  questionsAsked: z.array(
    z.object({
      book: z.string(),
      bookId: z.string(),
      chapter: z.number().int(),
      language: z.string(),
      category: questionCategory,
      question: z.string(),
      answer: z.string(),
      isSaved: z.boolean(),
      savedAt: isoDate.nullable(),
      createdAt: isoDate,
    }),
  ),
  votes: z.array(z.object({ questionId: z.number().int(), voteType: z.number().int(), votedAt: isoDate })),
  comments: z.array(
    z.object({
      id: z.number().int(),
      questionId: z.number().int(),
      content: z.string(),
      status: z.string(),
      createdAt: isoDate,
    }),
  ),
  /** The questions the reader submitted to the community, with where they stand in moderation. */
  communityQuestions: z.array(
    z.object({
      id: z.number().int(),
      book: z.string(),
      bookId: z.string(),
      chapter: z.number().int(),
      category: questionCategory,
      question: z.string(),
      answer: z.string(),
      status: z.string(),
      createdAt: isoDate,
    }),
  ),
  /** The reading plans followed or read, by code. */
  plans: z.array(exportedPlanSchema),
  /** The learning view's marked words (by lemma per language); a word without one is new. */
  wordStates: z.array(
    z.object({
      language: z.string(),
      lemma: z.string(),
      state: wordStateSchema,
      strongs: z.string().nullable(),
      updatedAt: isoDate,
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

const MAX_ITEMS = 20_000;
const isoInput = text()
  .max(40)
  .refine((value) => !Number.isNaN(Date.parse(value)), "an ISO 8601 date-time");
const textField = (max: number) => text().max(max);

/**
 * What `account.importData` reads: an export of this app (format 2), checked field by field like every input;
 * the parts an export of another version lacks default to nothing.
 */
export const accountImportInput = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  version: z.literal(2),
  preferences: z
    .object({
      selectedLanguages: z.array(textField(20)).min(1).max(3),
      languageVersionMap: z.record(textField(20), textField(32)),
      primaryLanguage: textField(20),
      lastBook: textField(60).nullable(),
      lastChapter: z.number().int().min(1).max(200).nullable(),
      lastVerse: z.number().int().min(1).max(200).nullable(),
      desiredRetention: z.number().min(0.7).max(0.99),
    })
    .optional(),
  verseHistory: z
    .array(
      z.object({
        book: textField(60),
        bookId: textField(20),
        chapter: z.number().int().min(1).max(200),
        verses: textField(20).regex(/^\d{1,3}(-\d{1,3})?$/),
        language: textField(20),
        version: textField(32),
        readAt: isoInput,
      }),
    )
    .max(MAX_ITEMS)
    .default([]),
  bookmarks: z
    .array(
      z.object({
        bookId: textField(20),
        chapter: z.number().int().min(1).max(200),
        verse: z.number().int().min(1).max(200),
        text: textField(5000),
        language: textField(20),
      }),
    )
    .max(MAX_ITEMS)
    .default([]),
  vocabulary: z
    .array(
      z.object({
        word: text().trim().min(1).max(100),
        definition: textField(5000),
        context: textField(2000),
        language: textField(20),
        grammaticalInfo: grammaticalInfoInput,
        original: z.object({ strongs: strongsNumber }).nullable().default(null),
        place: z
          .object({
            bookId: textField(20),
            chapter: z.number().int().min(1),
            verse: z.number().int().min(1),
            version: textField(32).nullable().default(null),
          })
          .nullable()
          .default(null),
        /** The card's verse in the reader's language: read again from this site's version of that language. */
        parallel: z.object({ language: languageRef }).nullable().default(null),
        cards: z
          .array(
            z.object({
              direction: reviewDirectionSchema,
              due: isoInput,
              stability: z.number().min(0).max(1e6),
              difficulty: z.number().min(0).max(100),
              elapsedDays: z.number().int().min(0).max(1e6),
              scheduledDays: z.number().int().min(0).max(1e6),
              learningSteps: z.number().int().min(0).max(1000),
              reps: z.number().int().min(0).max(1e6),
              lapses: z.number().int().min(0).max(1e6),
              state: z.number().int().min(0).max(3),
              lastReview: isoInput.nullable(),
              log: z
                .array(
                  z.object({
                    grade: z.number().int().min(1).max(4),
                    stateBefore: z.number().int().min(0).max(3),
                    dueBefore: isoInput,
                    reviewedAt: isoInput,
                    localDay: textField(10).regex(/^\d{4}-\d{2}-\d{2}$/),
                  }),
                )
                .max(10_000),
            }),
          )
          .max(2)
          .default([]),
      }),
    )
    .max(MAX_ITEMS)
    .default([]),
  questionsAsked: z
    .array(
      z.object({
        book: textField(60),
        bookId: textField(20),
        chapter: z.number().int().min(1).max(200),
        language: textField(20),
        category: questionCategory,
        question: textField(5000),
        answer: textField(50_000),
        isSaved: z.boolean(),
        savedAt: isoInput.nullable(),
        createdAt: isoInput,
      }),
    )
    .max(MAX_ITEMS)
    .default([]),
  votes: z
    .array(z.object({ questionId: z.number().int().min(1), voteType: z.union([z.literal(1), z.literal(-1)]) }))
    .max(MAX_ITEMS)
    .default([]),
  comments: z
    .array(z.object({ content: textField(1000) }))
    .max(MAX_ITEMS)
    .default([]),
  communityQuestions: z
    .array(z.object({ question: textField(5000) }))
    .max(MAX_ITEMS)
    .default([]),
  plans: z
    .array(
      z.object({
        code: textField(64),
        startDate: textField(10)
          .regex(/^\d{4}-\d{2}-\d{2}$/)
          .nullable(),
        active: z.boolean(),
        currentDay: z.number().int().min(1).max(32_767).nullable(),
        done: z.array(z.number().int().min(1).max(32_767)).max(2000),
      }),
    )
    .max(100)
    .default([]),
  wordStates: z
    .array(
      z.object({
        language: textField(20),
        lemma: text().trim().min(1).max(100),
        state: wordStateSchema,
        strongs: strongsNumber.nullable().default(null),
        updatedAt: isoInput.optional(),
      }),
    )
    .max(MAX_ITEMS * 5)
    .default([]),
});
export type AccountImport = z.infer<typeof accountImportInput>;

export const accountImportResultSchema = z.object({
  preferences: z.boolean(),
  verseHistory: z.number().int(),
  bookmarks: z.number().int(),
  vocabulary: z.number().int(),
  /** Marked words of the learning view taken from the file (a word the account had marked keeps its state). */
  wordStates: z.number().int(),
  /** Cards whose schedule was taken from the file (a card reviewed more often here keeps its own). */
  reviewCards: z.number().int(),
  reviewLogs: z.number().int(),
  questionsAsked: z.number().int(),
  plans: z.number().int(),
  votes: z.number().int(),
  skipped: z.object({
    /** Plan codes this site does not have. */
    plans: z.array(z.string()),
    /** Votes on questions this site does not have, or already cast. */
    votes: z.number().int(),
    /** Comments and community questions are not posted again (public posts of the other account). */
    comments: z.number().int(),
    communityQuestions: z.number().int(),
  }),
});
export type AccountImportResult = z.infer<typeof accountImportResultSchema>;
