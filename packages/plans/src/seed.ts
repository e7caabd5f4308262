import { type Database, eq, readingPlanDays, readingPlans, sql } from "@bible/db";
import { z } from "zod";
import { loadPlans, type ReadingPlanData } from "./plan-file";

/**
 * Writes the plans into reading_plans / reading_plan_days / reading_plan_passages, idempotently: a plan is
 * matched by its code, its days replaced in one transaction, so a re-run changes nothing and an edited plan
 * file is picked up. Readers' start dates and days done are kept (they refer to the plan by id and day).
 */
export async function seedPlans(db: Database, plans?: ReadingPlanData[]): Promise<{ code: string; days: number }[]> {
  const loaded = plans ?? (await loadPlans());
  const seeded: { code: string; days: number }[] = [];
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
      const planId = row!.id;
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
  const result: unknown = await db.execute(sql`
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
        from reading_plan_days d where d.plan_id = p.id), '[]'::jsonb))`);
  // postgres.js answers an array, PGlite an object with `rows`.
  const rows = Array.isArray(result) ? result : z.object({ rows: z.array(z.unknown()) }).parse(result).rows;
  return new Set(
    z
      .array(z.object({ code: z.string() }))
      .parse(rows)
      .map((row) => row.code),
  );
}
