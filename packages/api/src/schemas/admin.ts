import { z } from "zod";
import { userRole } from "./auth";
import { text } from "./common";

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  role: userRole,
  createdAt: z.string(),
});

const userKey = text().trim().min(1).max(254).describe("E-mail or id");

export const setRoleInput = z.object({ user: userKey, role: z.enum(["user", "admin"]) });

export const setModeratorInput = z.object({
  user: userKey,
  moderator: z.boolean().describe("true grants the moderator role, false takes it back"),
});

export const statsSchema = z.object({
  users: z.number().int(),
  admins: z.number().int(),
  moderators: z.number().int(),
  bookmarks: z.number().int(),
  vocabularyWords: z.number().int(),
  qaEntries: z.number().int(),
  communityQuestions: z.number().int(),
  pendingQuestions: z.number().int(),
  pendingComments: z.number().int(),
  aiCachedAnswers: z.number().int(),
  /** Answers served from the cache instead of the model. */
  aiCacheHits: z.number().int(),
  /** Tokens the cached answers cost when the model produced them. */
  aiPromptTokens: z.number().int(),
  aiCompletionTokens: z.number().int(),
  installedVersions: z.number().int(),
});
