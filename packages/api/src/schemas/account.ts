import { z } from "zod";
import { mailDelivery, newPassword } from "./auth";
import { isoDate, languageRef, text } from "./common";
import { bookmarkSchema, savedQaSchema } from "./library";
import { preferencesSchema, verseHistoryEntrySchema } from "./preferences";
import { vocabularyEntrySchema } from "./vocabulary";

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

/** Everything the app keeps about one reader (GDPR export), never the password's hash. */
export const accountExportSchema = z.object({
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
