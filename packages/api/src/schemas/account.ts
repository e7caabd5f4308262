import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "./auth";
import { isoDate, text } from "./common";
import { bookmarkSchema, savedQaSchema } from "./library";
import { preferencesSchema, verseHistoryEntrySchema } from "./preferences";
import { vocabularyEntrySchema } from "./vocabulary";

export const changePasswordInput = z.object({
  currentPassword: text().min(1).max(200),
  newPassword: text().min(PASSWORD_MIN_LENGTH).max(200),
});
export const passwordChangedSchema = z.object({
  changed: z.literal(true),
  /** The reader's other sessions, ended by the change. */
  endedSessions: z.number().int(),
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

/** Everything the app keeps about one reader (GDPR export), never the password's hash. */
export const accountExportSchema = z.object({
  exportedAt: isoDate,
  user: z.object({ id: z.string(), email: z.string(), firstName: z.string().nullable(), createdAt: isoDate }),
  preferences: preferencesSchema,
  verseHistory: z.array(verseHistoryEntrySchema),
  bookmarks: z.array(bookmarkSchema),
  vocabulary: z.array(vocabularyEntrySchema),
  savedQa: z.array(savedQaSchema),
  questionsAsked: z.array(z.record(z.string(), z.unknown())),
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
  readingPlan: z.array(z.record(z.string(), z.unknown())),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
