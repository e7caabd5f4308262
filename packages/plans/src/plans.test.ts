import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BOOKS, LANGUAGE_CODES } from "@bible/canon";
import { verseCount } from "@bible/canon/verses";
import {
  and,
  asc,
  type DbHandle,
  eq,
  planSeeds,
  readingPlanDays,
  readingPlanPassages,
  readingPlans,
  sql,
} from "@bible/db";
import { createTestDb } from "@bible/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PLAN_FILE, loadPlan, loadPlans, PLAN_DIR, PlanFileError } from "./plan-file";
import { seedPlans } from "./seed";

/** The value, which the test's setup guarantees; throws (failing the test) if it is missing. */
function defined<T>(value: T | null | undefined): T {
  if (value === undefined || value === null) throw new Error("expected a value");
  return value;
}

let database: DbHandle;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => {
  await database?.close();
});

describe("default reading plan", () => {
  it("has 365 days whose references exist in the KJV canon, titled in the 12 languages", async () => {
    const plan = (await loadPlans()).find((p) => p.isDefault);
    expect(plan).toMatchObject({ code: "story-365", isDefault: true });
    expect(defined(plan).days).toHaveLength(365);
    for (const day of defined(plan).days) {
      expect(day.readings).toHaveLength(1);
      const [passage] = day.readings;
      const book = defined(BOOKS[defined(passage).book - 1]);
      expect(defined(passage).verseEnd).toBeLessThanOrEqual(verseCount(book, defined(passage).chapter));
      expect(defined(passage).verseStart).toBeLessThanOrEqual(defined(passage).verseEnd);
      expect(Object.keys(day.title).sort()).toEqual([...LANGUAGE_CODES].sort());
    }
    expect(defined(plan).days[0]).toMatchObject({
      day: 1,
      readings: [{ book: 1, chapter: 1, verseStart: 1, verseEnd: 31 }],
    });
    expect(defined(defined(plan).days[0]).title.fr).toBe("La création");
  });

  it("seeds into the database idempotently", async () => {
    await seedPlans(database.db);
    await seedPlans(database.db);
    const plans = await database.db.select().from(readingPlans).orderBy(asc(readingPlans.code));
    expect(plans.map((p) => [p.code, p.dayCount, p.isDefault])).toEqual([
      ["bible-365", 365, false],
      ["mcheyne", 365, false],
      ["nt-90", 90, false],
      ["story-365", 365, true],
    ]);
    const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(readingPlanDays);
    expect(defined(count).n).toBe(365 * 3 + 90);
    const [chapters] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(readingPlanPassages)
      .where(eq(readingPlanPassages.planId, defined(plans[0]).id));
    expect(defined(chapters).n).toBe(1189);
    const story = defined(plans.find((p) => p.isDefault));
    const [first] = await database.db
      .select()
      .from(readingPlanDays)
      .where(eq(readingPlanDays.planId, story.id))
      .orderBy(asc(readingPlanDays.day))
      .limit(1);
    expect(defined(first).title).toMatchObject({ fr: "La création", en: expect.any(String) });
    const passages = await database.db
      .select()
      .from(readingPlanPassages)
      .where(and(eq(readingPlanPassages.planId, defined(plans[1]).id), eq(readingPlanPassages.day, 1)))
      .orderBy(asc(readingPlanPassages.position));
    expect(passages.map((p) => [p.book, p.chapter])).toEqual([
      [1, 1],
      [40, 1],
      [15, 1],
      [44, 1],
    ]);
  });
});

describe("an edited plan file", () => {
  it("is written again at the next seed, the unchanged plans are left as they were", async () => {
    const plans = await loadPlans();
    await seedPlans(database.db, plans);
    const before = await database.db.select().from(readingPlans).orderBy(asc(readingPlans.code));
    const story = defined(plans.find((p) => p.code === "story-365"));
    const edited = {
      ...story,
      days: story.days.map((day) =>
        day.day === 1
          ? {
              ...day,
              title: { ...day.title, fr: "Au commencement" },
              readings: [{ ...defined(day.readings[0]), verseEnd: 5 }],
            }
          : day,
      ),
    };
    await seedPlans(
      database.db,
      plans.map((plan) => (plan === story ? edited : plan)),
    );
    const storyId = defined(before.find((p) => p.code === "story-365")).id;
    const [first] = await database.db
      .select()
      .from(readingPlanDays)
      .where(and(eq(readingPlanDays.planId, storyId), eq(readingPlanDays.day, 1)));
    expect(defined(first).title.fr).toBe("Au commencement");
    const [passage] = await database.db
      .select()
      .from(readingPlanPassages)
      .where(and(eq(readingPlanPassages.planId, storyId), eq(readingPlanPassages.day, 1)));
    expect(defined(passage).verseEnd).toBe(5);
    await seedPlans(database.db, plans);
    const [restored] = await database.db
      .select()
      .from(readingPlanDays)
      .where(and(eq(readingPlanDays.planId, storyId), eq(readingPlanDays.day, 1)));
    expect(defined(restored).title.fr).toBe("La création");
    const after = await database.db.select().from(readingPlans).orderBy(asc(readingPlans.code));
    expect(after).toEqual(before);
  });
});

describe("a restart", () => {
  async function storyDayOne() {
    const [row] = await database.db
      .select({ title: readingPlanDays.title })
      .from(readingPlanDays)
      .innerJoin(readingPlans, eq(readingPlans.id, readingPlanDays.planId))
      .where(and(eq(readingPlans.code, "story-365"), eq(readingPlanDays.day, 1)));
    return defined(row).title;
  }
  const seededAt = async () => (await database.db.select().from(planSeeds))[0]?.seededAt;

  it("leaves unchanged plan files alone, and seeds again a plan file edited on disk or a plan gone from the database", async () => {
    const dir = await mkdtemp(join(tmpdir(), "plans-"));
    await cp(PLAN_DIR, dir, { recursive: true });
    const seeded = await seedPlans(database.db, undefined, { dir });
    expect(seeded.map((plan) => plan.code).sort()).toEqual(["bible-365", "mcheyne", "nt-90", "story-365"]);
    const first = await seededAt();
    expect(await seedPlans(database.db, undefined, { dir })).toEqual(seeded);
    expect(await seededAt()).toEqual(first);

    const texts = join(dir, "default-plan.texts/fr.json");
    const fr = JSON.parse(await readFile(texts, "utf8"));
    fr["1"].title = "Au commencement";
    await writeFile(texts, JSON.stringify(fr));
    await seedPlans(database.db, undefined, { dir });
    expect((await storyDayOne()).fr).toBe("Au commencement");
    expect(await seededAt()).not.toEqual(first);

    await database.db.delete(readingPlans).where(eq(readingPlans.code, "nt-90"));
    await seedPlans(database.db, undefined, { dir });
    const [nt] = await database.db.select().from(readingPlans).where(eq(readingPlans.code, "nt-90"));
    expect(nt?.dayCount).toBe(90);

    await seedPlans(database.db);
    expect((await storyDayOne()).fr).toBe("La création");
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

  it("lists every problem of the file at once, not only the first", async () => {
    const file = await copyWith((p) => {
      defined(p.days[2]).verseEnd = 99;
      defined(p.days[0]).book = "Genesis";
      defined(p.days[4]).day = 7;
    });
    const error = await loadPlan(file).catch((caught: unknown) => caught);
    if (!(error instanceof PlanFileError)) throw new Error(`expected a PlanFileError, got ${String(error)}`);
    const { problems } = error;
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/days\.0 \(day 1\): "Genesis" is not an OSIS book id/);
    expect(problems[1]).toMatch(/days\.2 \(day 3\): Gen 3 has 24 verses, got 1-99/);
    expect(problems[2]).toMatch(/day 7 where day 5 was expected/);
  });

  it("says which day and what is wrong", async () => {
    await expect(loadPlan(await copyWith((p) => (defined(p.days[2]).verseEnd = 99)))).rejects.toThrow(
      /days\.2 \(day 3\): Gen 3 has 24 verses, got 1-99/,
    );
    await expect(loadPlan(await copyWith((p) => (defined(p.days[0]).book = "Genesis")))).rejects.toThrow(
      /days\.0 \(day 1\): "Genesis" is not an OSIS book id/,
    );
    await expect(loadPlan(await copyWith((p) => (defined(p.days[4]).day = 7)))).rejects.toThrow(
      /day 7 where day 5 was expected/,
    );
    const dir = await mkdtemp(join(tmpdir(), "plan-"));
    await writeFile(join(dir, DEFAULT_PLAN_FILE), "{ not json");
    await expect(loadPlan(join(dir, DEFAULT_PLAN_FILE))).rejects.toThrow(/not valid JSON/);
  });
});
