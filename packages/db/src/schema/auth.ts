import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const users = pgTable("users", {
  id: text().primaryKey(),
  email: text().notNull().unique(),
  passwordHash: text().notNull(),
  firstName: text(),
  role: text({ enum: ["user", "admin"] })
    .notNull()
    .default("user"),
  createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

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

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
