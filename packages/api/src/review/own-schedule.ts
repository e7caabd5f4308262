import { asc, type Database, eq, reviewLogs, reviewParameters } from "@bible/db";
import type { FSRSBindingItem } from "@open-spaced-repetition/binding";
import { generatorParameters } from "ts-fsrs";
import { apiError } from "../errors";
import { daysBetween } from "../lib/time-zone";
import { MIN_REVIEWS_FOR_OWN_SCHEDULE, type OwnSchedule, type TrainedSchedule } from "../schemas/review";

/** The parameters the reader's reviews are scheduled with: their own once trained, else FSRS's defaults. */
export async function scheduleWeights(db: Database, userId: string): Promise<number[] | null> {
  const [row] = await db
    .select({ weights: reviewParameters.weights })
    .from(reviewParameters)
    .where(eq(reviewParameters.userId, userId));
  return row?.weights ?? null;
}

/** How long the reader's log is, and their own parameters when trained. */
export async function ownSchedule(db: Database, userId: string): Promise<OwnSchedule> {
  const [logs, [row]] = await Promise.all([
    db.$count(reviewLogs, eq(reviewLogs.userId, userId)),
    db.select().from(reviewParameters).where(eq(reviewParameters.userId, userId)),
  ]);
  return {
    reviews: logs,
    needed: MIN_REVIEWS_FOR_OWN_SCHEDULE,
    own: row
      ? {
          reviews: row.reviews,
          logLossBefore: row.logLossBefore,
          logLossAfter: row.logLossAfter,
          trainedAt: row.trainedAt.toISOString(),
        }
      : null,
  };
}

type LogRow = { cardId: number; grade: number; localDay: string; reviewedAt: Date };

/** The FSRS project's optimizer (fsrs-rs, native): loaded at the first training, not at every start. */
type Optimizer = typeof import("@open-spaced-repetition/binding");
let optimizer: Promise<Optimizer> | undefined;
function loadOptimizer(): Promise<Optimizer> {
  optimizer ??= import("@open-spaced-repetition/binding");
  return optimizer;
}

/**
 * The reader's log as FSRS training items: each card's reviews in order, each with the days since the one before
 * (the reader's own calendar days), and one item per review after the first that comes on a later day: the
 * history up to it, whose last review is what the model learns to predict. The items come in the order of their
 * last review, so that a time-series split trains on the past and tests on what came after.
 */
export function trainingItems(fsrsRs: Optimizer, logs: readonly LogRow[]): FSRSBindingItem[] {
  const { FSRSBindingItem, FSRSBindingReview } = fsrsRs;
  const byCard = new Map<number, LogRow[]>();
  for (const log of logs) {
    const list = byCard.get(log.cardId);
    if (list) list.push(log);
    else byCard.set(log.cardId, [log]);
  }
  const items: { item: FSRSBindingItem; at: number }[] = [];
  for (const list of byCard.values()) {
    const reviews = list.map(
      (log, i) =>
        new FSRSBindingReview(
          log.grade,
          i === 0 ? 0 : daysBetween(list[i - 1]?.localDay ?? log.localDay, log.localDay),
        ),
    );
    for (let end = 2; end <= reviews.length; end++) {
      if ((reviews[end - 1]?.deltaT ?? 0) > 0) {
        items.push({ item: new FSRSBindingItem(reviews.slice(0, end)), at: list[end - 1]?.reviewedAt.getTime() ?? 0 });
      }
    }
  }
  return items.sort((a, b) => a.at - b.at).map(({ item }) => item);
}

/**
 * Trains the reader's own FSRS parameters on their review log (issue 33 item 8), with the optimizer the FSRS
 * project publishes (fsrs-rs through @open-spaced-repetition/binding), and keeps them when they predict the log
 * better than the parameters used until now. Both log losses are out of sample: the parameters used until now on
 * the whole log (they were not fitted to it here), the new ones by time-series splits (trained on the reviews before
 * each split, scored on the ones after), so a fit to noise is not kept. Refused below
 * MIN_REVIEWS_FOR_OWN_SCHEDULE reviews: fewer give parameters that fit noise.
 */
export async function trainOwnSchedule(db: Database, userId: string): Promise<TrainedSchedule> {
  const logs = await db
    .select({
      cardId: reviewLogs.cardId,
      grade: reviewLogs.grade,
      localDay: reviewLogs.localDay,
      reviewedAt: reviewLogs.reviewedAt,
    })
    .from(reviewLogs)
    .where(eq(reviewLogs.userId, userId))
    .orderBy(asc(reviewLogs.cardId), asc(reviewLogs.reviewedAt), asc(reviewLogs.id));
  if (logs.length < MIN_REVIEWS_FOR_OWN_SCHEDULE) {
    throw apiError("NOT_ENOUGH_REVIEWS", { needed: MIN_REVIEWS_FOR_OWN_SCHEDULE, reviews: logs.length });
  }
  const fsrsRs = await loadOptimizer();
  const { computeParameters, evaluateWithTimeSeriesSplits, FSRSBinding } = fsrsRs;
  const items = trainingItems(fsrsRs, logs);
  const current = (await scheduleWeights(db, userId)) ?? [...generatorParameters().w];
  const before = new FSRSBinding(current).evaluate(items).logLoss;
  // Trained on libuv's pool, off the thread that answers requests: milliseconds for a few hundred reviews. No
  // `timeout` option: with it, binding 0.5.0's promise never settled in most runs (9 of 12 here), without it 12 of 12.
  const weights = await computeParameters(items, { enableShortTerm: true });
  const after = (await evaluateWithTimeSeriesSplits(items, { enableShortTerm: true })).logLoss;
  const improved = Number.isFinite(after) && after < before;
  if (improved) {
    const values = { weights, reviews: logs.length, logLossBefore: before, logLossAfter: after, trainedAt: new Date() };
    await db
      .insert(reviewParameters)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: reviewParameters.userId, set: values });
  }
  return { ...(await ownSchedule(db, userId)), improved };
}
