import { and, appliedWrites, type Database, eq, lt } from "@bible/db";
import { frenchMessage } from "@bible/i18n";
import type { z } from "zod";
import { invalidField } from "../errors";

/**
 * How long a reader's applied keys are kept. A device replays its queue at its next start or when the network
 * returns; a key older than this is not sent again, and keeping every key for ever would grow without end.
 */
export const APPLIED_KEYS_KEPT_DAYS = 60;
const DAY_MS = 86_400_000;

/**
 * Applies a write once per idempotency key (issue 34). The key is claimed in the write's transaction: when the
 * write fails, nothing is kept and the next attempt writes again; when it succeeds, its answer is kept with the
 * key, and the same key sent again (a queued write replayed after its answer was lost, a second device's
 * replay of the same queue) gets that answer without writing. Two attempts at once: the second waits on the
 * first one's claim (the primary key), then reads its answer. Without a key the write just runs.
 */
export async function appliedOnce<Output extends z.ZodType>(
  db: Database,
  claim: { userId: string; key: string | undefined; procedure: string; output: Output },
  write: (db: Database) => Promise<z.output<Output>>,
): Promise<z.output<Output>> {
  const { userId, key, procedure, output } = claim;
  if (key === undefined) return write(db);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(appliedWrites)
      .values({ userId, key, procedure })
      .onConflictDoNothing()
      .returning({ key: appliedWrites.key });
    const mine = and(eq(appliedWrites.userId, userId), eq(appliedWrites.key, key));
    if (!claimed) {
      const [applied] = await tx
        .select({ procedure: appliedWrites.procedure, result: appliedWrites.result })
        .from(appliedWrites)
        .where(mine);
      if (applied?.procedure !== procedure) {
        throw invalidField("idempotencyKey", frenchMessage("errors.idempotencyKeyReused"));
      }
      return output.parse(applied.result);
    }
    const result = await write(tx);
    await tx.update(appliedWrites).set({ result }).where(mine);
    // The reader's keys past the window go with each new one: no job to run, and the table stays the size of
    // what devices may still replay.
    const cutoff = new Date(Date.now() - APPLIED_KEYS_KEPT_DAYS * DAY_MS);
    await tx.delete(appliedWrites).where(and(eq(appliedWrites.userId, userId), lt(appliedWrites.appliedAt, cutoff)));
    return result;
  });
}
