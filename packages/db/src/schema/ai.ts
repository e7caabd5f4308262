import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Every AI answer, keyed by provider, model, kind and normalised inputs, so a repeat costs nothing. */
export const aiCache = pgTable(
  "ai_cache",
  {
    key: text().primaryKey(),
    provider: text().notNull(),
    model: text().notNull(),
    kind: text().notNull(),
    input: jsonb().$type<Record<string, unknown>>().notNull(),
    response: jsonb().$type<Record<string, unknown>>().notNull(),
    promptTokens: integer().notNull().default(0),
    completionTokens: integer().notNull().default(0),
    hits: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index().on(t.kind)],
);

export type AiCacheRow = typeof aiCache.$inferSelect;
