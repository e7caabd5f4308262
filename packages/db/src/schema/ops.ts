import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The rate-limit counters every instance shares (rate-limiter-flexible's Drizzle store): one row per limiter and
 * key, `points` consumed until `expire`. Only used when the app runs on a PostgreSQL server without Redis.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text().primaryKey(),
  points: integer().notNull().default(0),
  expire: timestamp({ withTimezone: true, mode: "date" }),
});

/**
 * An install the server started and must finish: written before the first start installs the default Bible set,
 * deleted once every version of it is installed. A start that finds the row (the first one was stopped at n/16)
 * installs the versions still missing; a database whose versions were chosen by hand has no row and is left alone.
 */
export const installIntents = pgTable("install_intents", {
  key: text().primaryKey(),
  /** The version codes to install (the default set when the intent was written). */
  versions: jsonb().$type<string[]>().notNull(),
  startedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
