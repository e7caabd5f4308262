import { z } from "zod";
import { text } from "./common";

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  role: z.enum(["user", "admin"]),
  createdAt: z.string(),
});

export const setRoleInput = z.object({
  user: text().trim().min(1).max(254).describe("E-mail or id"),
  role: z.enum(["user", "admin"]),
});

export const statsSchema = z.object({
  users: z.number().int(),
  admins: z.number().int(),
  bookmarks: z.number().int(),
  vocabularyWords: z.number().int(),
  qaEntries: z.number().int(),
  communityQuestions: z.number().int(),
  pendingComments: z.number().int(),
  aiCachedAnswers: z.number().int(),
  /** Answers served from the cache instead of the model. */
  aiCacheHits: z.number().int(),
  /** Tokens the cached answers cost when the model produced them. */
  aiPromptTokens: z.number().int(),
  aiCompletionTokens: z.number().int(),
  installedVersions: z.number().int(),
});
