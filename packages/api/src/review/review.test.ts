import { appliedWrites, eq, readingPlans, reviewCards, userCompletedDays } from "@bible/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLIED_KEYS_KEPT_DAYS } from "../lib/applied-once";
import { daysBetween, isTimeZone, localDay } from "../lib/time-zone";
import { failure, type Reader, seedPlan, startApi, type TestApi, untyped } from "../testing";
import { startOfDay } from "./day";
import { dueCards, gradeCard, reviewCounts, reviewSummary } from "./service";

let api: TestApi;
let reader: Reader;
let other: Reader;
beforeAll(async () => {
  api = await startApi();
  reader = await api.signUp();
  other = await api.signUp("Paul");
});
afterAll(() => api.close());

const word = (text: string, language = "fr") => ({
  word: text,
  definition: `Définition de ${text}`,
  language,
  context: `Que la [${text}] soit !`,
  grammaticalInfo: { translation: `${text} (en)` },
});

const DAY = 86_400_000;

describe("time zones", () => {
  it("counts the day in the reader's zone, around midnight", () => {
    const at = new Date("2026-03-01T23:30:00Z");
    expect(localDay(at)).toBe("2026-03-01");
    expect(localDay(at, "Europe/Paris")).toBe("2026-03-02");
    expect(localDay(at, "America/New_York")).toBe("2026-03-01");
    expect(localDay(new Date("2026-03-02T04:30:00Z"), "America/New_York")).toBe("2026-03-01");
    expect(localDay(at, "Not/AZone")).toBe("2026-03-01");
    expect(isTimeZone("Asia/Kolkata")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(daysBetween("2026-02-28", "2026-03-01")).toBe(1);
    expect(startOfDay("2026-03-02", "Europe/Paris").toISOString()).toBe("2026-03-01T23:00:00.000Z");
    expect(startOfDay("2026-07-02", "Europe/Paris").toISOString()).toBe("2026-07-01T22:00:00.000Z");
    expect(startOfDay("2026-03-02", "Asia/Kathmandu").toISOString()).toBe("2026-03-01T18:15:00.000Z");
  });
});

describe("review", () => {
  it("creates two cards with a word, due now, and removes them with it", async () => {
    const saved = await reader.caller.vocabulary.add(word("lumière"));
    const due = await reader.caller.review.due({});
    expect(due.map((c) => [c.word.word, c.direction]).sort()).toEqual([
      ["lumière", "recall"],
      ["lumière", "recognition"],
    ]);
    expect(due[0]?.word.grammaticalInfo.translation).toBe("lumière (en)");
    await reader.caller.vocabulary.remove({ userId: reader.id, wordId: saved.id });
    expect(await reader.caller.review.due({})).toEqual([]);
  });

  it("schedules with FSRS: Good comes back later than Hard, Again comes back today", async () => {
    const now = new Date("2026-05-10T09:00:00Z");
    await reader.caller.vocabulary.add(word("eau"));
    await reader.caller.vocabulary.add(word("pain"));
    await reader.caller.vocabulary.add(word("vin"));
    const cards = await dueCards(api.db, reader.id, { wordId: undefined }, new Date(Date.now() + 1000));
    const recognition = (w: string) => {
      const card = cards.find((c) => c.word.word === w && c.direction === "recognition");
      if (!card) throw new Error(`no card for ${w}`);
      return card;
    };
    const zone = "Europe/Paris";
    // New cards first go through the short learning steps; graded again a day later they leave them.
    const first = async (w: string, grade: number) =>
      gradeCard(api.db, reader.id, { cardId: recognition(w).id, grade, reps: 0, timeZone: zone }, now);
    const eau = await first("eau", 3);
    const pain = await first("pain", 3);
    const vin = await first("vin", 3);
    const later = new Date(now.getTime() + DAY);
    const hard = await gradeCard(api.db, reader.id, { cardId: eau.id, grade: 2, reps: 1 }, later);
    const good = await gradeCard(api.db, reader.id, { cardId: pain.id, grade: 3, reps: 1 }, later);
    const again = await gradeCard(api.db, reader.id, { cardId: vin.id, grade: 1, reps: 1 }, later);
    expect(Date.parse(good.due)).toBeGreaterThan(Date.parse(hard.due));
    expect(Date.parse(hard.due)).toBeGreaterThan(later.getTime());
    expect(localDay(new Date(again.due), zone)).toBe(localDay(later, zone));
    expect(again.lapses).toBe(0);
    expect(good.reps).toBe(2);
  });

  it("uses the reader's desired retention: a higher one brings the card back sooner", async () => {
    const schedule = async (retention: number) => {
      const user = await api.signUp();
      await user.caller.preferences.update({ desiredRetention: retention });
      const entry = await user.caller.vocabulary.add(word("sel"));
      const [card] = await user.caller.review.due({ wordId: entry.id });
      const t0 = new Date("2026-05-10T09:00:00Z");
      const id = card?.id ?? 0;
      await gradeCard(api.db, user.id, { cardId: id, grade: 3, reps: 0 }, t0);
      const graded = await gradeCard(api.db, user.id, { cardId: id, grade: 3, reps: 1 }, new Date(t0.getTime() + DAY));
      return graded.scheduledDays;
    };
    expect(await schedule(0.97)).toBeLessThan(await schedule(0.8));
  });

  it("refuses to grade twice the same shown card with CARD_ALREADY_GRADED", async () => {
    const entry = await reader.caller.vocabulary.add(word("ciel"));
    const [card] = await reader.caller.review.due({ wordId: entry.id });
    const grade = { cardId: card?.id ?? 0, grade: 3, reps: card?.reps ?? 0 };
    await reader.caller.review.grade(grade);
    const refused = await failure(reader.caller.review.grade(grade));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("CARD_ALREADY_GRADED");
  });

  it("never shows nor grades another reader's cards", async () => {
    const entry = await reader.caller.vocabulary.add(word("terre"));
    const [card] = await reader.caller.review.due({ wordId: entry.id });
    expect(await other.caller.review.due({})).toEqual([]);
    expect((await failure(other.caller.review.due({ wordId: entry.id }))).status).toBe(404);
    const refused = await failure(other.caller.review.grade({ cardId: card?.id ?? 0, grade: 4, reps: 0 }));
    expect(refused.status).toBe(404);
    const [after] = await reader.caller.review.due({ wordId: entry.id });
    expect(after?.reps).toBe(0);
  });

  it("filters by language and refuses bad input naming the field", async () => {
    await reader.caller.vocabulary.add(word("water", "en"));
    const english = await reader.caller.review.due({ language: "english" });
    expect(english.length).toBe(2);
    expect(english.every((c) => c.word.language === "english")).toBe(true);
    const cases: [Promise<unknown>, string][] = [
      [reader.caller.review.grade(untyped({ cardId: 1, grade: 5, reps: 0 })), "grade"],
      [reader.caller.review.due(untyped({ timeZone: "Mars/Olympus" })), "timeZone"],
      [reader.caller.review.due({ language: "xx" }), "language"],
      [reader.caller.preferences.update({ desiredRetention: 0.5 }), "desiredRetention"],
    ];
    for (const [call, field] of cases) {
      const refused = await failure(call);
      expect(refused.status, field).toBe(400);
      expect(refused.body.field).toBe(field);
    }
    const guest = await api.guest();
    expect((await failure(guest.review.due({}))).status).toBe(401);
  });

  it("counts the day: due, reviewed, new words, reading done and the streak, in the reader's zone", async () => {
    const user = await api.signUp();
    const zone = "America/New_York";
    // 23:30 in New York on 1 March is 04:30 UTC on 2 March.
    const now = new Date("2026-03-02T04:30:00Z");
    await user.caller.vocabulary.add(word("jour"));
    await user.caller.vocabulary.add(word("nuit"));
    await api.db
      .update(reviewCards)
      .set({ due: new Date("2026-03-01T12:00:00Z") })
      .where(eq(reviewCards.userId, user.id));
    const before = await reviewCounts(api.db, user.id, { timeZone: zone }, now);
    expect(before).toMatchObject({ day: "2026-03-01", dueToday: 4, reviewedToday: 0, streak: 0 });
    const [card] = await dueCards(api.db, user.id, { timeZone: zone }, now);
    await gradeCard(api.db, user.id, { cardId: card?.id ?? 0, grade: 4, reps: 0, timeZone: zone }, now);
    // The previous two evenings in New York: a review the day before, a completed reading two days before.
    await api.db.insert(userCompletedDays).values({
      userId: user.id,
      planId: await planId(),
      day: 1,
      completedAt: new Date("2026-02-28T03:00:00Z"),
    });
    const [second] = await dueCards(api.db, user.id, { timeZone: zone }, now);
    await gradeCard(
      api.db,
      user.id,
      { cardId: second?.id ?? 0, grade: 3, reps: 0, timeZone: zone },
      new Date("2026-03-01T02:00:00Z"),
    );
    const after = await reviewCounts(api.db, user.id, { timeZone: zone }, now);
    expect(after).toMatchObject({ day: "2026-03-01", dueToday: 3, reviewedToday: 1, streak: 3 });
    // In Paris, it is already 2 March: nothing reviewed yet on that day.
    const paris = await reviewCounts(api.db, user.id, { timeZone: "Europe/Paris" }, now);
    expect(paris).toMatchObject({ day: "2026-03-02", reviewedToday: 0 });
    const summary = await reviewSummary(api.db, user.id, { since: "2026-03-02T04:00:00Z", timeZone: zone }, now);
    expect(summary).toMatchObject({ reviewed: 1, correct: 1, dueToday: 3 });
    expect(Date.parse(summary.nextDue ?? "")).toBeGreaterThan(now.getTime());
  });
});

/** The test plan, seeded by the first test that asks for it. */
async function planId(): Promise<number> {
  const [seeded] = await api.db.select({ id: readingPlans.id }).from(readingPlans).limit(1);
  if (seeded) return seeded.id;
  await seedPlan(api.db);
  const [plan] = await api.db.select({ id: readingPlans.id }).from(readingPlans).limit(1);
  if (!plan) throw new Error("no reading plan in the test database");
  return plan.id;
}

describe("writes queued offline (issue 34)", () => {
  it("applies a grade sent twice with the same idempotency key once, and answers the same", async () => {
    const user = await api.signUp();
    const entry = await user.caller.vocabulary.add(word("sel"));
    const [card] = await user.caller.review.due({ wordId: entry.id });
    if (!card) throw new Error("no card");
    const grade = {
      cardId: card.id,
      grade: 3,
      reps: 0,
      idempotencyKey: "grade-sel-1",
      reviewedAt: new Date().toISOString(),
    };
    const first = await user.caller.review.grade(grade);
    const again = await user.caller.review.grade(grade);
    expect(again).toEqual(first);
    const counts = await user.caller.review.counts({});
    expect(counts.reviewedToday).toBe(1);
    const [after] = (await user.caller.review.due({ wordId: entry.id })).filter((c) => c.id === card.id);
    expect(after?.reps).toBe(1);
    // The same key on another write is refused, naming the field; another reader's same key is theirs.
    const reused = await failure(user.caller.vocabulary.add({ ...word("poivre"), idempotencyKey: "grade-sel-1" }));
    expect(reused.status).toBe(400);
    expect(reused.body.field).toBe("idempotencyKey");
    const stranger = await api.signUp();
    const theirs = await stranger.caller.vocabulary.add({ ...word("poivre"), idempotencyKey: "grade-sel-1" });
    expect(theirs.word).toBe("poivre");
    expect((await failure(user.caller.review.grade({ ...grade, idempotencyKey: "bad key!" }))).body.field).toBe(
      "idempotencyKey",
    );
  });

  it("forgets a reader's keys past the replay window when a new one comes, and only theirs", async () => {
    const user = await api.signUp();
    const other = await api.signUp();
    const past = new Date(Date.now() - (APPLIED_KEYS_KEPT_DAYS + 1) * DAY);
    const recent = new Date(Date.now() - (APPLIED_KEYS_KEPT_DAYS - 1) * DAY);
    await api.db.insert(appliedWrites).values([
      { userId: user.id, key: "old-key", procedure: "vocabulary.add", appliedAt: past },
      { userId: user.id, key: "recent-key", procedure: "vocabulary.add", appliedAt: recent },
      { userId: other.id, key: "old-key", procedure: "vocabulary.add", appliedAt: past },
    ]);
    await user.caller.vocabulary.add({ ...word("vinaigre"), idempotencyKey: "newest-key" });
    const keys = await api.db.select({ userId: appliedWrites.userId, key: appliedWrites.key }).from(appliedWrites);
    const mine = keys.filter((k) => k.userId === user.id).map((k) => k.key);
    expect(mine.sort()).toEqual(["newest-key", "recent-key"]);
    expect(keys.filter((k) => k.userId === other.id).map((k) => k.key)).toEqual(["old-key"]);
  });

  it("keeps both devices' grades of one card, scheduled from the review log in order", async () => {
    const user = await api.signUp();
    const entry = await user.caller.vocabulary.add(word("huile"));
    const [card] = await user.caller.review.due({ wordId: entry.id });
    if (!card) throw new Error("no card");
    const start = Date.now() - 2 * DAY;
    // Device A grades online a day later; device B graded the same card offline earlier, with the same reps.
    await gradeCard(api.db, user.id, { cardId: card.id, grade: 3, reps: 0 }, new Date(start + DAY));
    const offline = await gradeCard(
      api.db,
      user.id,
      { cardId: card.id, grade: 1, reps: 0, reviewedAt: new Date(start).toISOString() },
      new Date(start + DAY + 60_000),
    );
    expect(offline.reps).toBe(2);
    expect(offline.lapses).toBe(0);
    expect(offline.lastReview).toBe(new Date(start + DAY).toISOString());
    // The same two grades given in that order on one device schedule the card the same way.
    const control = await api.signUp();
    const controlEntry = await control.caller.vocabulary.add(word("huile"));
    const [controlCard] = await control.caller.review.due({ wordId: controlEntry.id });
    if (!controlCard) throw new Error("no card");
    await gradeCard(api.db, control.id, { cardId: controlCard.id, grade: 1, reps: 0 }, new Date(start));
    const inOrder = await gradeCard(
      api.db,
      control.id,
      { cardId: controlCard.id, grade: 3, reps: 1 },
      new Date(start + DAY),
    );
    expect(offline.due).toBe(inOrder.due);
    expect(offline.state).toBe(inOrder.state);
  });

  it("marks a plan day once for a key sent twice; a later undo with another key applies", async () => {
    const user = await api.signUp();
    await planId();
    const mark = { day: 1, completed: true, idempotencyKey: "plan-day-1-done" };
    const first = await user.caller.reading.complete(mark);
    expect(first.completed).toBe(true);
    const undo = await user.caller.reading.complete({ day: 1, completed: false, idempotencyKey: "plan-day-1-undo" });
    expect(undo.completed).toBe(false);
    // The first mark replayed after the undo (its answer was lost): the answer it had, no new write.
    const replayed = await user.caller.reading.complete(mark);
    expect(replayed).toEqual(first);
    const done = await api.db.select().from(userCompletedDays).where(eq(userCompletedDays.userId, user.id));
    expect(done).toEqual([]);
  });
});
