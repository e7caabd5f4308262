import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, seedPlan, signUp, startApp, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
  await seedPlan(t.db, 3);
});
afterAll(() => t.close());

describe("reading plan", () => {
  it("gives guests day 1 in French by default, in English with ?lang=en, and any day with ?day=", async () => {
    const fr = await t.app.inject({ method: "GET", url: "/api/reading/current" });
    expect(fr.statusCode).toBe(200);
    expect(fr.json()).toEqual({
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
    const en = await t.app.inject({ method: "GET", url: "/api/reading/current?lang=english&day=2" });
    expect(en.json()).toMatchObject({ day: 2, chapter: 2, verses: "1-25", title: "Day 2: Genesis", theme: "Creation" });
    const ko = await t.app.inject({ method: "GET", url: "/api/reading/current?lang=ko" });
    expect(ko.json().title).toBe("Jour 1 : la Genèse");
  });

  it("GET /api/reading/current/{day} is that day", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/reading/current/1" });
    expect(response.json()).toMatchObject({ day: 1, chapter: 1 });
    const third = await t.app.inject({ method: "GET", url: "/api/reading/current/3" });
    expect(third.json()).toMatchObject({ day: 3, hasNext: false, hasPrevious: true });
  });

  it("refuses day 0 and days past the plan with 400 naming the day", async () => {
    for (const url of [
      "/api/reading/current/0",
      "/api/reading/current/4",
      "/api/reading/current?day=9",
      "/api/reading/current/x",
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().field, url).toBe("day");
    }
  });

  it("navigates statelessly for guests and stays at either end", async () => {
    const next = await t.app.inject({
      method: "POST",
      url: "/api/reading/navigate",
      payload: { direction: "next", day: 2 },
    });
    expect(next.json().day).toBe(3);
    const pastEnd = await t.app.inject({
      method: "POST",
      url: "/api/reading/navigate",
      payload: { direction: "next", day: 3 },
    });
    expect(pastEnd.statusCode).toBe(200);
    expect(pastEnd.json()).toMatchObject({ day: 3, hasNext: false });
    const beforeStart = await t.app.inject({
      method: "POST",
      url: "/api/reading/navigate",
      payload: { direction: "previous" },
    });
    expect(beforeStart.json()).toMatchObject({ day: 1, hasPrevious: false });
    const stillOne = await t.app.inject({ method: "GET", url: "/api/reading/current" });
    expect(stillOne.json().day).toBe(1);
  });

  it("stores a signed-in reader's day as they navigate", async () => {
    const reader = await signUp(t.app);
    const first = await t.app.inject(as(reader, { method: "GET", url: "/api/reading/current" }));
    expect(first.json().day).toBe(1);
    const moved = await t.app.inject(
      as(reader, { method: "POST", url: "/api/reading/navigate", payload: { direction: "next" } }),
    );
    expect(moved.json().day).toBe(2);
    const current = await t.app.inject(as(reader, { method: "GET", url: "/api/reading/current" }));
    expect(current.json().day).toBe(2);
    const back = await t.app.inject(
      as(reader, { method: "POST", url: "/api/reading/navigate", payload: { direction: "previous" } }),
    );
    expect(back.json().day).toBe(1);
    const other = await signUp(t.app);
    const othersDay = await t.app.inject(as(other, { method: "GET", url: "/api/reading/current" }));
    expect(othersDay.json().day).toBe(1);
  });

  it("marks days completed, reflected in the reading and the progress", async () => {
    const reader = await signUp(t.app);
    const done = await t.app.inject(as(reader, { method: "POST", url: "/api/reading/complete", payload: { day: 2 } }));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      day: 2,
      completed: true,
      progress: { completedDays: 1, totalDays: 3, percent: 33 },
    });
    const again = await t.app.inject(as(reader, { method: "POST", url: "/api/reading/complete", payload: { day: 2 } }));
    expect(again.json().progress.completedDays).toBe(1);
    const dayTwo = await t.app.inject(as(reader, { method: "GET", url: "/api/reading/current/2" }));
    expect(dayTwo.json().completed).toBe(true);
    const undone = await t.app.inject(
      as(reader, { method: "POST", url: "/api/reading/complete", payload: { day: 2, completed: false } }),
    );
    expect(undone.json()).toMatchObject({ completed: false, progress: { completedDays: 0 } });
    const guest = await t.app.inject({ method: "POST", url: "/api/reading/complete", payload: { day: 1 } });
    expect(guest.statusCode).toBe(401);
    const bad = await t.app.inject(as(reader, { method: "POST", url: "/api/reading/complete", payload: { day: 5 } }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("day");
  });

  it("refuses a bad direction naming the field", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/reading/navigate", payload: { direction: "up" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe("direction");
  });
});

describe("without a plan", () => {
  it("answers 503 PLAN_NOT_INSTALLED", async () => {
    const empty = await startApp();
    try {
      const response = await empty.app.inject({ method: "GET", url: "/api/reading/current" });
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe("PLAN_NOT_INSTALLED");
    } finally {
      await empty.close();
    }
  });
});
