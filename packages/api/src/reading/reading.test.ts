import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, seedPlan, startApi, type TestApi, untyped } from "../testing";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
  await seedPlan(api.db, 3);
});
afterAll(() => api.close());

describe("reading plan", () => {
  it("gives guests day 1 in French by default, in English with lang, and any day with day", async () => {
    const guest = await api.guest();
    expect(await guest.reading.current({})).toEqual({
      plan: "test-plan",
      day: 1,
      book: "Genesis",
      bookId: "Gen",
      chapter: 1,
      verses: "1-31",
      verseStart: 1,
      verseEnd: 31,
      title: "Jour 1 : la Genèse",
      theme: "Création",
      completed: false,
      hasPrevious: false,
      hasNext: true,
      progress: { completedDays: 0, totalDays: 3, percent: 0 },
    });
    expect(await guest.reading.current({ lang: "english", day: 2 })).toMatchObject({
      day: 2,
      chapter: 2,
      verses: "1-25",
      title: "Day 2: Genesis",
      theme: "Creation",
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

  it("navigates statelessly for guests and stays at either end", async () => {
    const guest = await api.guest();
    expect((await guest.reading.navigate({ direction: "next", day: 2 })).day).toBe(3);
    expect(await guest.reading.navigate({ direction: "next", day: 3 })).toMatchObject({ day: 3, hasNext: false });
    expect(await guest.reading.navigate({ direction: "previous" })).toMatchObject({ day: 1, hasPrevious: false });
    expect((await guest.reading.current({})).day).toBe(1);
  });

  it("stores a signed-in reader's day as they navigate", async () => {
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
