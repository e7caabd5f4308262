import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * What a user may do beyond reading and writing their own data: a moderator publishes or refuses what waits for
 * moderation (community questions of guests, comments); an administrator also runs the operator's procedures.
 */
export const USER_ROLES = ["user", "moderator", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable(
  "users",
  {
    id: text().primaryKey(),
    email: text().notNull().unique(),
    passwordHash: text().notNull(),
    firstName: text(),
    role: text({ enum: USER_ROLES }).notNull().default("user"),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** When the reader opened the link of a verification e-mail sent to `email`; null until then. */
    emailVerifiedAt: timestamp({ withTimezone: true, mode: "date" }),
  },
  (t) => [check("users_role_check", sql`${t.role} in ('user', 'moderator', 'admin')`)],
);

/** A row's owner: the user's id, required; deleting the user deletes the row (ON DELETE CASCADE). */
export const ownerId = () =>
  text()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** Sessions the Lucia way: the id is the SHA-256 of the token the browser holds, never the token. */
export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    userId: ownerId(),
    expiresAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    /** When the reader signed in (their list of sessions shows it). */
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

export const ACCOUNT_TOKEN_PURPOSES = ["password-reset", "email-verification"] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * The single-use links e-mailed to a reader (password reset, e-mail verification): like sessions, the id is the
 * SHA-256 of the token the link carries, never the token. Using one deletes it.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: text().primaryKey(),
    userId: ownerId(),
    purpose: text({ enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    /** The address the link was sent to: a verification only holds for the address it was sent to. */
    email: text().notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
