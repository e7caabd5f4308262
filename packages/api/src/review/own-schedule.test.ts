import { eq, reviewCards, reviewLogs, reviewParameters } from "@bible/db";
import { createEmptyCard, fsrs, generatorParameters } from "ts-fsrs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDay } from "../lib/time-zone";
import { MIN_REVIEWS_FOR_OWN_SCHEDULE } from "../schemas/review";
import { failure, type Reader, startApi, type TestApi } from "../testing";
import { gradeCard } from "./service";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.close();
});

const DAY = 86_400_000;

/** A deterministic generator (a linear congruential one): the same log on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * A learner's log of `cards × reviews` reviews: reviews on growing intervals, recalled with the probability of a
 * memory that forgets faster than FSRS's defaults assume (stability 0.6 day, ×2.2 after a recall, back after a lapse).
 */
async function simulateLog(reader: Reader, cards: number, reviews: number) {
  const words = Math.ceil(cards / 2);
  for (let i = 0; i < words; i++) {
    await reader.caller.vocabulary.add({ word: `mot${i}`, definition: "d", language: "fr", context: `[mot${i}]` });
  }
  const rows = await api.db.select({ id: reviewCards.id }).from(reviewCards).where(eq(reviewCards.userId, reader.id));
  const next = random(33);
  const start = Date.UTC(2026, 0, 1);
  const logs: (typeof reviewLogs.$inferInsert)[] = [];
  for (const { id } of rows.slice(0, cards)) {
    let day = 0;
    let stability = 0.6;
    let interval = 1;
    for (let n = 0; n < reviews; n++) {
      const recalled = n > 0 && next() < (1 + interval / (9 * stability)) ** -1;
      const grade = n === 0 ? 3 : recalled ? (next() < 0.2 ? 4 : 3) : 1;
      const at = new Date(start + day * DAY + 9 * 3_600_000);
      logs.push({
        cardId: id,
        userId: reader.id,
        grade,
        stateBefore: 0,
        dueBefore: at,
        reviewedAt: at,
        localDay: localDay(at),
      });
      if (n > 0) stability = recalled ? stability * 2.2 : 0.6;
      interval = recalled || n === 0 ? Math.max(1, Math.round(interval * 2.5)) : 1;
      day += interval;
    }
  }
  await api.db.insert(reviewLogs).values(logs);
  return logs.length;
}

describe("your own schedule (issue 33 item 8)", () => {
  it("says how many reviews it needs, and refuses to train on a short log, naming both counts", async () => {
    const reader = await api.signUp();
    expect(await reader.caller.review.schedule()).toEqual({
      reviews: 0,
      needed: MIN_REVIEWS_FOR_OWN_SCHEDULE,
      own: null,
    });
    const refused = await failure(reader.caller.review.trainSchedule());
    expect(refused.status).toBe(412);
    expect(refused.body).toMatchObject({ code: "NOT_ENOUGH_REVIEWS", needed: 400, reviews: 0 });
  });

  it("trains the reader's parameters on their log, keeps them as they predict it better, and schedules with them", async () => {
    const reader = await api.signUp();
    const reviews = await simulateLog(reader, 60, 8);
    expect(reviews).toBeGreaterThanOrEqual(MIN_REVIEWS_FOR_OWN_SCHEDULE);
    const trained = await reader.caller.review.trainSchedule();
    expect(trained.improved).toBe(true);
    expect(trained.reviews).toBe(reviews);
    expect(trained.own?.reviews).toBe(reviews);
    expect(trained.own?.logLossAfter).toBeLessThan(trained.own?.logLossBefore ?? 0);
    expect(await reader.caller.review.schedule()).toEqual({
      reviews,
      needed: MIN_REVIEWS_FOR_OWN_SCHEDULE,
      own: trained.own,
    });
    // Another reader's parameters are theirs alone.
    expect((await (await api.signUp()).caller.review.schedule()).own).toBeNull();

    // A new card graded 'Easy' is due when the reader's own parameters say, not FSRS's defaults.
    const [row] = await api.db.select().from(reviewParameters).where(eq(reviewParameters.userId, reader.id));
    const weights = row?.weights ?? [];
    expect(weights).toHaveLength(generatorParameters().w.length);
    const entry = await reader.caller.vocabulary.add({
      word: "nouveau",
      definition: "d",
      language: "fr",
      context: "[nouveau]",
    });
    const [card] = await reader.caller.review.due({ wordId: entry.id });
    if (!card) throw new Error("no card");
    const now = new Date(Date.UTC(2026, 6, 1, 9));
    const graded = await gradeCard(api.db, reader.id, { cardId: card.id, grade: 4, reps: 0 }, now);
    const own = fsrs(generatorParameters({ request_retention: 0.9, w: weights })).next(createEmptyCard(now), now, 4);
    const defaults = fsrs(generatorParameters({ request_retention: 0.9 })).next(createEmptyCard(now), now, 4);
    expect(graded.due).toBe(own.card.due.toISOString());
    expect(own.card.due.getTime()).not.toBe(defaults.card.due.getTime());
  });
});
