import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BOOKS, LANGUAGE_CODES } from "@bible/canon";
import { verseCount } from "@bible/canon/verses";
import { asc, type DbHandle, eq, readingPlanDays, readingPlans, sql } from "@bible/db";
import { createTestDb } from "@bible/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PLAN_FILE, loadPlan, loadPlans, PLAN_DIR } from "./plan-file";
import { seedPlans } from "./seed";

let database: DbHandle;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => {
  await database?.close();
});

describe("default reading plan", () => {
  it("has 365 days whose references exist in the KJV canon, titled in the 12 languages", async () => {
    const [plan] = await loadPlans();
    expect(plan).toMatchObject({ code: "story-365", isDefault: true });
    expect(plan!.days).toHaveLength(365);
    for (const day of plan!.days) {
      const book = BOOKS[day.book - 1]!;
      expect(day.verseEnd).toBeLessThanOrEqual(verseCount(book, day.chapter));
      expect(day.verseStart).toBeLessThanOrEqual(day.verseEnd);
      expect(Object.keys(day.title).sort()).toEqual([...LANGUAGE_CODES].sort());
    }
    expect(plan!.days[0]).toMatchObject({ day: 1, book: 1, chapter: 1, verseStart: 1, verseEnd: 31 });
    expect(plan!.days[0]!.title.fr).toBe("La création");
  });

  it("seeds into the database idempotently", async () => {
    await seedPlans(database.db);
    await seedPlans(database.db);
    const plans = await database.db.select().from(readingPlans);
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ code: "story-365", dayCount: 365, isDefault: true });
    const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(readingPlanDays);
    expect(count!.n).toBe(365);
    const [first] = await database.db
      .select()
      .from(readingPlanDays)
      .where(eq(readingPlanDays.planId, plans[0]!.id))
      .orderBy(asc(readingPlanDays.day))
      .limit(1);
    expect(first).toMatchObject({ day: 1, book: 1, chapter: 1, verseStart: 1, verseEnd: 31 });
    expect(first!.title).toMatchObject({ fr: "La création", en: expect.any(String) });
  });
});

describe("a bad plan file", () => {
  async function copyWith(edit: (plan: { days: { day: number; book: string; verseEnd: number }[] }) => void) {
    const dir = await mkdtemp(join(tmpdir(), "plan-"));
    await cp(join(PLAN_DIR, "default-plan.texts"), join(dir, "default-plan.texts"), { recursive: true });
    const plan = JSON.parse(await readFile(join(PLAN_DIR, DEFAULT_PLAN_FILE), "utf8"));
    edit(plan);
    await writeFile(join(dir, DEFAULT_PLAN_FILE), JSON.stringify(plan));
    return join(dir, DEFAULT_PLAN_FILE);
  }

  it("says which day and what is wrong", async () => {
    await expect(loadPlan(await copyWith((p) => (p.days[2]!.verseEnd = 99)))).rejects.toThrow(
      /days\.2: Gen 3 has 24 verses, got 1-99/,
    );
    await expect(loadPlan(await copyWith((p) => (p.days[0]!.book = "Genesis")))).rejects.toThrow(
      /days\.0: "Genesis" is not an OSIS book id/,
    );
    await expect(loadPlan(await copyWith((p) => (p.days[4]!.day = 7)))).rejects.toThrow(
      /day 7 where day 5 was expected/,
    );
    const dir = await mkdtemp(join(tmpdir(), "plan-"));
    await writeFile(join(dir, DEFAULT_PLAN_FILE), "{ not json");
    await expect(loadPlan(join(dir, DEFAULT_PLAN_FILE))).rejects.toThrow(/not valid JSON/);
  });
});
