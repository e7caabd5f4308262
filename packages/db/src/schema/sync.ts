import { jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { ownerId } from "./auth";

/**
 * Writes applied under an idempotency key (issue 34): a write the browser queued offline is sent again until it
 * gets an answer, so the server keeps, per reader, each key it applied with the answer it gave; the same key
 * again gets that answer and changes nothing. The key is claimed in the write's own transaction.
 */
export const appliedWrites = pgTable(
  "applied_writes",
  {
    userId: ownerId(),
    key: text().notNull(),
    /** The procedure that applied it: the same key sent to another procedure is refused. */
    procedure: text().notNull(),
    /** The answer given the first time, sent again to a replay. */
    result: jsonb().$type<unknown>(),
    appliedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
