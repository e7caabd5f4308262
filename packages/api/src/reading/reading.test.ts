import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { failure, seedPlan, seedTwoReadingPlan, startApi, type TestApi, untyped } from "../testing";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
  await seedPlan(api.db, 3);
  await seedTwoReadingPlan(api.db, 5);
});
afterAll(() => api.close());
afterEach(() => vi.useRealTimers());

/** Freezes the clock (only Date: the database driver keeps its timers). */
function at(iso: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
}

const genesis1 = { book: "Genesis", bookId: "Gen", chapter: 1, verses: "1-31", verseStart: 1, verseEnd: 31 };

describe("reading plan", () => {
  it("gives guests day 1 in French by default, in English with lang, and any day with day", async () => {
    const guest = await api.guest();
    expect(await guest.reading.current({})).toEqual({
      plan: "test-plan",
      planName: "Plan d'essai",
      day: 1,
      ...genesis1,
      readings: [genesis1],
      title: "Jour 1 : la Genèse",
      theme: "Création",
      completed: false,
      hasPrevious: false,
      hasNext: true,
      startDate: null,
      date: null,
      today: null,
      progress: { completedDays: 0, totalDays: 3, percent: 0, streak: 0, missedDays: [] },
    });
    expect(await guest.reading.current({ lang: "english", day: 2 })).toMatchObject({
      day: 2,
      chapter: 2,
      verses: "1-25",
      title: "Day 2: Genesis",
      theme: "Creation",
      planName: "Test plan",
    });
    expect((await guest.reading.current({ lang: "ko" })).title).toBe("Jour 1 : la Genèse");
  });

  it("answers any day of the plan", async () => {
    const guest = await api.guest();
    expect(await guest.reading.current({ day: 1 })).toMatchObject({ day: 1, chapter: 1 });
    expect(await guest.reading.current({ day: 3 })).toMatchObject({ day: 3, hasNext: false, hasPrevious: true });
  });

  it("refuses day 0 and days past the plan with 400 naming the day", async () => {
    const guest = await api.guest();
    for (const day of [0, 4, 9]) {
      const refused = await failure(guest.reading.current({ day }));
      expect(refused.status, String(day)).toBe(400);
      expect(refused.body.field, String(day)).toBe("day");
    }
  });

  it("refuses an unknown plan, a bad time zone and a bad start date, naming the field", async () => {
    const guest = await api.guest();
    for (const [input, field] of [
      [{ plan: "no-such-plan" }, "plan"],
      [{ plan: "Bad Code!" }, "plan"],
      [{ timeZone: "Mars/Olympus" }, "timeZone"],
      [{ startDate: "2026-02-30" }, "startDate"],
      [{ startDate: "yesterday" }, "startDate"],
    ] as const) {
      const refused = await failure(guest.reading.current(untyped(input)));
      expect(refused.status, field).toBe(400);
      expect(refused.body.field, JSON.stringify(input)).toBe(field);
    }
  });

  it("navigates statelessly for guests and stays at either end", async () => {
    const guest = await api.guest();
    expect((await guest.reading.navigate({ direction: "next", day: 2 })).day).toBe(3);
    expect(await guest.reading.navigate({ direction: "next", day: 3 })).toMatchObject({ day: 3, hasNext: false });
    expect(await guest.reading.navigate({ direction: "previous" })).toMatchObject({ day: 1, hasPrevious: false });
    expect((await guest.reading.current({})).day).toBe(1);
  });

  it("stores the day of a signed-in reader who has not started a plan", async () => {
    const reader = await api.signUp();
    expect((await reader.caller.reading.current({})).day).toBe(1);
    expect((await reader.caller.reading.navigate({ direction: "next" })).day).toBe(2);
    expect((await reader.caller.reading.current({})).day).toBe(2);
    expect((await reader.caller.reading.navigate({ direction: "previous" })).day).toBe(1);
    const other = await api.signUp();
    expect((await other.caller.reading.current({})).day).toBe(1);
  });

  it("marks days completed, reflected in the reading and the progress", async () => {
    const reader = await api.signUp();
    expect(await reader.caller.reading.complete({ day: 2 })).toMatchObject({
      day: 2,
      completed: true,
      progress: { completedDays: 1, totalDays: 3, percent: 33 },
    });
    expect((await reader.caller.reading.complete({ day: 2 })).progress.completedDays).toBe(1);
    expect((await reader.caller.reading.current({ day: 2 })).completed).toBe(true);
    expect(await reader.caller.reading.complete({ day: 2, completed: false })).toMatchObject({
      completed: false,
      progress: { completedDays: 0 },
    });
    const guest = await api.guest();
    expect((await failure(guest.reading.complete({ day: 1 }))).status).toBe(401);
    const bad = await failure(reader.caller.reading.complete({ day: 5 }));
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("day");
  });

  it("refuses a bad direction naming the field", async () => {
    const guest = await api.guest();
    const refused = await failure(guest.reading.navigate(untyped({ direction: "up" })));
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe("direction");
  });
});

describe("choosing and following plans", () => {
  it("lists the installed plans in the reader's language, default first", async () => {
    const guest = await api.guest();
    expect(await guest.plans.list({ lang: "en" })).toEqual([
      {
        code: "test-plan",
        name: "Test plan",
        description: "Three days",
        dayCount: 3,
        isDefault: true,
        followed: null,
      },
      {
        code: "two-a-day",
        name: "Two a day",
        description: "Matthew and the Psalms",
        dayCount: 5,
        isDefault: false,
        followed: null,
      },
    ]);
  });

  it("follows the calendar from the start date in the reader's time zone, with missed days and a streak", async () => {
    const reader = await api.signUp();
    at("2026-03-03T23:30:00Z"); // 3 March in Paris is already the 4th: 00:30
    await reader.caller.plans.start({ plan: "two-a-day", startDate: "2026-03-02" });
    const paris = await reader.caller.reading.current({ timeZone: "Europe/Paris" });
    expect(paris).toMatchObject({ plan: "two-a-day", day: 3, today: 3, date: "2026-03-04", startDate: "2026-03-02" });
    expect(paris.progress).toEqual({ completedDays: 0, totalDays: 5, percent: 0, streak: 0, missedDays: [1, 2] });
    expect(paris.readings.map((r) => `${r.bookId} ${r.chapter}:${r.verses}`)).toEqual(["Matt 3:1-10", "Ps 3:1-5"]);
    const newYork = await reader.caller.reading.current({ timeZone: "America/New_York" });
    expect(newYork).toMatchObject({ day: 2, today: 2 });

    // Catching up: a missed day is done on another date and counts; the streak runs up to today.
    await reader.caller.reading.complete({ day: 1, timeZone: "Europe/Paris" });
    const caught = await reader.caller.reading.complete({ day: 2, timeZone: "Europe/Paris" });
    expect(caught.progress).toMatchObject({ completedDays: 2, percent: 40, streak: 2, missedDays: [] });
    const today = await reader.caller.reading.complete({ day: 3, timeZone: "Europe/Paris" });
    expect(today.progress).toMatchObject({ completedDays: 3, percent: 60, streak: 3 });
    expect(await reader.caller.plans.progress({ plan: "two-a-day", timeZone: "Europe/Paris" })).toEqual({
      plan: "two-a-day",
      startDate: "2026-03-02",
      active: true,
      today: 3,
      progress: { completedDays: 3, totalDays: 5, percent: 60, streak: 3, missedDays: [] },
    });

    // Two days later without reading: day 4 is missed and the streak is broken.
    at("2026-03-06T12:00:00Z");
    const later = await reader.caller.reading.current({ timeZone: "Europe/Paris" });
    expect(later).toMatchObject({ day: 5, today: 5, progress: { streak: 0, missedDays: [4] } });
    // Moving between days does not move today.
    expect(await reader.caller.reading.navigate({ direction: "previous", timeZone: "Europe/Paris" })).toMatchObject({
      day: 4,
      today: 5,
      completed: false,
    });
    expect((await reader.caller.reading.current({ timeZone: "Europe/Paris" })).day).toBe(5);
  });

  it("refuses to mark a day that has not come yet, or a day of a plan the reader does not follow", async () => {
    const reader = await api.signUp();
    at("2026-03-03T20:00:00Z");
    await reader.caller.plans.start({ plan: "two-a-day", startDate: "2026-03-02", timeZone: "UTC" });
    const future = await failure(reader.caller.reading.complete({ day: 3, timeZone: "UTC" }));
    expect(future.status).toBe(400);
    expect(future.body).toMatchObject({ field: "day" });
    expect(future.body.message).toContain("Le jour 3 n'est pas encore arrivé");
    expect((await reader.caller.reading.complete({ day: 2, timeZone: "UTC" })).completed).toBe(true);
    // In Tokyo it is already 05:00 on the 4th: day 3 has come there.
    expect((await reader.caller.reading.complete({ day: 3, timeZone: "Asia/Tokyo" })).completed).toBe(true);
    // Undoing is always allowed.
    expect((await reader.caller.reading.complete({ day: 3, completed: false })).completed).toBe(false);

    const notFollowed = await failure(reader.caller.reading.complete({ plan: "test-plan", day: 1 }));
    expect(notFollowed.status).toBe(400);
    expect(notFollowed.body).toMatchObject({ field: "plan" });
    expect((await reader.caller.reading.current({ plan: "test-plan", day: 1 })).completed).toBe(false);

    // A plan that starts on a later date has no day to mark yet.
    await reader.caller.plans.start({ plan: "test-plan", startDate: "2026-03-10" });
    expect((await failure(reader.caller.reading.complete({ plan: "test-plan", day: 1 }))).body).toMatchObject({
      field: "day",
    });
  });

  it("follows several plans at once: starting or reopening one makes it the active plan", async () => {
    const reader = await api.signUp();
    at("2026-05-10T08:00:00Z");
    expect(await reader.caller.plans.start({ plan: "test-plan", timeZone: "UTC" })).toMatchObject({
      code: "test-plan",
      followed: { startDate: "2026-05-10", active: true, today: 1 },
    });
    await reader.caller.plans.start({ plan: "two-a-day", startDate: "2026-05-09" });
    expect((await reader.caller.reading.current({})).plan).toBe("two-a-day");
    await reader.caller.reading.complete({ day: 1 });
    // Reopening a followed plan keeps its start date.
    await reader.caller.plans.start({ plan: "test-plan" });
    const list = await reader.caller.plans.list({});
    expect(
      list.map((p) => [p.code, p.followed?.startDate, p.followed?.active, p.followed?.progress.completedDays]),
    ).toEqual([
      ["test-plan", "2026-05-10", true, 0],
      ["two-a-day", "2026-05-09", false, 1],
    ]);
    expect((await reader.caller.reading.current({})).plan).toBe("test-plan");
    expect((await reader.caller.reading.current({ plan: "two-a-day", day: 1 })).completed).toBe(true);

    // Stopping the active plan forgets it and makes the other one active.
    expect(await reader.caller.plans.stop({ plan: "test-plan" })).toEqual({ plan: "test-plan", stopped: true });
    expect((await reader.caller.reading.current({})).plan).toBe("two-a-day");
    const refused = await failure(reader.caller.plans.progress({ plan: "test-plan" }));
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe("plan");
  });

  it("never shows a reader another reader's plans or days done", async () => {
    const first = await api.signUp();
    const second = await api.signUp();
    await first.caller.plans.start({ plan: "two-a-day", startDate: "2026-01-01" });
    await first.caller.reading.complete({ day: 1 });
    expect((await second.caller.plans.list({})).every((p) => p.followed === null)).toBe(true);
    const seen = await second.caller.reading.current({ plan: "two-a-day", day: 1 });
    expect(seen).toMatchObject({ completed: false, startDate: null, progress: { completedDays: 0 } });
    expect((await failure(second.caller.plans.progress({ plan: "two-a-day" }))).status).toBe(400);
    // Stopping one's own plan leaves the other reader's untouched.
    await second.caller.plans.start({ plan: "two-a-day" });
    await second.caller.plans.stop({ plan: "two-a-day" });
    expect((await first.caller.plans.progress({ plan: "two-a-day" })).progress.completedDays).toBe(1);
    const guest = await api.guest();
    expect((await failure(guest.plans.start({ plan: "two-a-day" }))).status).toBe(401);
    expect((await failure(guest.plans.progress({ plan: "two-a-day" }))).status).toBe(401);
  });

  it("answers guests from the plan they keep in the browser, and ignores it for signed-in readers", async () => {
    at("2026-07-03T10:00:00Z");
    const guest = await api.guest();
    const reading = await guest.reading.current({ plan: "two-a-day", startDate: "2026-07-01", done: [1, 3, 3, 9] });
    expect(reading).toMatchObject({ day: 3, today: 3, completed: true, date: "2026-07-03" });
    expect(reading.progress).toEqual({ completedDays: 2, totalDays: 5, percent: 40, streak: 1, missedDays: [2] });
    const reader = await api.signUp();
    const own = await reader.caller.reading.current({ plan: "two-a-day", startDate: "2026-07-01", done: [1, 2] });
    expect(own).toMatchObject({ startDate: null, today: null, progress: { completedDays: 0 } });
  });

  it("moves a guest's plans into the account at sign-in, adding to what the account has", async () => {
    at("2026-09-05T10:00:00Z");
    const reader = await api.signUp();
    await reader.caller.plans.start({ plan: "test-plan", startDate: "2026-09-04" });
    await reader.caller.reading.complete({ plan: "test-plan", day: 1 });
    const list = await reader.caller.plans.importGuest({
      plans: [
        { plan: "test-plan", startDate: "2026-09-01", done: [2], active: false },
        { plan: "two-a-day", startDate: "2026-09-03", done: [1, 2, 3], active: true },
      ],
    });
    expect(
      list.map((p) => [p.code, p.followed?.startDate, p.followed?.active, p.followed?.progress.completedDays]),
    ).toEqual([
      ["test-plan", "2026-09-04", true, 2],
      ["two-a-day", "2026-09-03", false, 3],
    ]);
    // An account with no plan takes the guest's active plan as its own.
    const fresh = await api.signUp();
    await fresh.caller.plans.importGuest({
      plans: [{ plan: "two-a-day", startDate: "2026-09-03", done: [1, 2, 3], active: true }],
    });
    expect(await fresh.caller.reading.current({})).toMatchObject({
      plan: "two-a-day",
      day: 3,
      completed: true,
      progress: { completedDays: 3, streak: 3 },
    });
    const refused = await failure(
      fresh.caller.plans.importGuest({ plans: [{ plan: "gone", startDate: "2026-09-03", done: [], active: true }] }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe("plan");
  });
});

describe("without a plan", () => {
  it("answers 503 PLAN_NOT_INSTALLED", async () => {
    const empty = await startApi();
    try {
      const refused = await failure((await empty.guest()).reading.current({}));
      expect(refused.status).toBe(503);
      expect(refused.body.code).toBe("PLAN_NOT_INSTALLED");
    } finally {
      await empty.close();
    }
  });
});
