import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The rate-limit counters every instance shares (rate-limiter-flexible's Drizzle store): one row per limiter and
 * key, `points` consumed until `expire`. Only used when the app runs on a PostgreSQL server without Redis.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text().primaryKey(),
  points: integer().notNull().default(0),
  expire: timestamp({ withTimezone: true, mode: "date" }),
});
