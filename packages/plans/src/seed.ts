import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { BOOK_NAMES, BOOKS } from "@bible/canon";
import { versesPerChapter } from "@bible/canon/verses";
import { type Database, eq, executeRows, inArray, planSeeds, readingPlanDays, readingPlans, sql } from "@bible/db";
import { z } from "zod";
import { loadPlans, PLAN_DIR, type ReadingPlanData } from "./plan-file";

type Seeded = { code: string; days: number }[];

/** Bump when the way plan files become rows changes while the files and the canon stay the same. */
const SEED_REVISION = 1;
const KEY = "plans";

let canonHash: string | undefined;

/**
 * A hash of what the rows of a plan folder are made from: the bytes of every file under it (by path) and the
 * canon the plans are checked against and titled from (books, verse counts, book names). Reading and hashing
 * the files takes milliseconds; checking them is what a restart skips.
 */
export async function planFingerprint(dir = PLAN_DIR): Promise<string> {
  canonHash ??= createHash("sha256")
    .update(JSON.stringify([BOOKS, BOOKS.map(versesPerChapter), BOOK_NAMES]))
    .digest("hex");
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  const hash = createHash("sha256").update(`${SEED_REVISION}\0${canonHash}\0`);
  for (const [file, bytes] of await Promise.all(files.map(async (file) => [file, await readFile(file)] as const))) {
    hash.update(`${file.slice(dir.length)}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest("hex");
}

/**
 * Seeds the plans of a folder (default: the plans shipped with the app) unless they were seeded from the same
 * files and canon and are all still stored: then a restart reads the files once to hash them, and writes nothing.
 */
async function seedPlanDir(db: Database, dir: string): Promise<Seeded> {
  const fingerprint = await planFingerprint(dir);
  const [stored] = await db.select().from(planSeeds).where(eq(planSeeds.key, KEY));
  if (stored?.fingerprint === fingerprint && stored.plans.length > 0) {
    const rows = await db
      .select({ code: readingPlans.code, days: readingPlans.dayCount })
      .from(readingPlans)
      .where(
        inArray(
          readingPlans.code,
          stored.plans.map((plan) => plan.code),
        ),
      );
    const found = new Map(rows.map((row) => [row.code, row.days]));
    if (stored.plans.every((plan) => found.get(plan.code) === plan.days)) return stored.plans;
  }
  const seeded = await writePlans(db, await loadPlans(dir));
  const row = { key: KEY, fingerprint, plans: seeded, seededAt: new Date() };
  await db.insert(planSeeds).values(row).onConflictDoUpdate({ target: planSeeds.key, set: row });
  return seeded;
}

/**
 * Writes the plans into reading_plans / reading_plan_days / reading_plan_passages, idempotently: a plan is
 * matched by its code, its days replaced in one transaction, so a re-run changes nothing and an edited plan
 * file is picked up. Readers' start dates and days done are kept (they refer to the plan by id and day).
 * Without `plans`, the plans of `dir` (default: the shipped ones), skipped when unchanged since the last seed.
 */
export async function seedPlans(
  db: Database,
  plans?: ReadingPlanData[],
  { dir = PLAN_DIR }: { dir?: string } = {},
): Promise<Seeded> {
  if (!plans) return seedPlanDir(db, dir);
  // The stored plans may no longer be those of the files: the next seed from the files writes them again.
  await db.delete(planSeeds).where(eq(planSeeds.key, KEY));
  return writePlans(db, plans);
}

async function writePlans(db: Database, loaded: ReadingPlanData[]): Promise<Seeded> {
  const seeded: Seeded = [];
  const unchanged = await unchangedPlans(db, loaded);
  for (const plan of loaded) {
    if (unchanged.has(plan.code)) {
      seeded.push({ code: plan.code, days: plan.days.length });
      continue;
    }
    await db.transaction(async (tx) => {
      const values = {
        code: plan.code,
        name: plan.name,
        description: plan.description,
        dayCount: plan.days.length,
        isDefault: plan.isDefault,
      };
      const [row] = await tx
        .insert(readingPlans)
        .values(values)
        .onConflictDoUpdate({ target: readingPlans.code, set: values })
        .returning({ id: readingPlans.id });
      if (!row) throw new Error(`plan ${plan.code}: upsert returned no row`);
      const planId = row.id;
      await tx.delete(readingPlanDays).where(eq(readingPlanDays.planId, planId));
      const days = plan.days.map(({ day, title, theme }) => ({ day, title, theme }));
      await tx.execute(sql`
        insert into reading_plan_days (plan_id, day, title, theme)
        select ${planId}, x.day, x.title, x.theme
        from json_to_recordset(${JSON.stringify(days)}::json) as x(day smallint, title jsonb, theme jsonb)`);
      const passages = plan.days.flatMap(({ day, readings }) =>
        readings.map((passage, position) => ({ day, position, ...passage })),
      );
      await tx.execute(sql`
        insert into reading_plan_passages (plan_id, day, position, book, chapter, verse_start, verse_end)
        select ${planId}, x.day, x.position, x.book, x.chapter, x."verseStart", x."verseEnd"
        from json_to_recordset(${JSON.stringify(passages)}::json)
          as x(day smallint, position smallint, book smallint, chapter smallint, "verseStart" smallint, "verseEnd" smallint)`);
    });
    seeded.push({ code: plan.code, days: plan.days.length });
  }
  return seeded;
}

/** A plan as stored, in one JSON value that Postgres compares (jsonb: key order does not count). */
function planJson(plan: ReadingPlanData) {
  return {
    code: plan.code,
    name: plan.name,
    description: plan.description,
    dayCount: plan.days.length,
    isDefault: plan.isDefault,
    days: plan.days.map(({ day, title, theme, readings }) => ({
      day,
      title,
      theme,
      readings: readings.map((r) => [r.book, r.chapter, r.verseStart, r.verseEnd]),
    })),
  };
}

/**
 * The codes of the plans already stored exactly as given (metadata, days, passages in order): one query, so a
 * restart rewrites nothing.
 */
async function unchangedPlans(db: Database, plans: ReadingPlanData[]): Promise<Set<string>> {
  if (plans.length === 0) return new Set();
  const rows = await executeRows(
    db,
    sql`
    select p.code
    from jsonb_array_elements(${JSON.stringify(plans.map(planJson))}::jsonb) as wanted(plan)
    join reading_plans p on p.code = wanted.plan->>'code'
    where wanted.plan = jsonb_build_object(
      'code', p.code, 'name', p.name, 'description', p.description, 'dayCount', p.day_count,
      'isDefault', p.is_default,
      'days', coalesce((
        select jsonb_agg(jsonb_build_object(
          'day', d.day, 'title', d.title, 'theme', d.theme,
          'readings', coalesce((
            select jsonb_agg(jsonb_build_array(x.book, x.chapter, x.verse_start, x.verse_end) order by x.position)
            from reading_plan_passages x where x.plan_id = d.plan_id and x.day = d.day), '[]'::jsonb)
        ) order by d.day)
        from reading_plan_days d where d.plan_id = p.id), '[]'::jsonb))`,
  );
  return new Set(
    z
      .array(z.object({ code: z.string() }))
      .parse(rows)
      .map((row) => row.code),
  );
}
