import { type Database, eq, readingPlanDays, readingPlans, sql } from "@bible/db";
import { loadPlans, type ReadingPlanData } from "./plan-file";

/**
 * Writes the plans into reading_plans / reading_plan_days / reading_plan_passages, idempotently: a plan is
 * matched by its code, its days replaced in one transaction, so a re-run changes nothing and an edited plan
 * file is picked up. Readers' start dates and days done are kept (they refer to the plan by id and day).
 */
export async function seedPlans(db: Database, plans?: ReadingPlanData[]): Promise<{ code: string; days: number }[]> {
  const loaded = plans ?? (await loadPlans());
  const seeded: { code: string; days: number }[] = [];
  for (const plan of loaded) {
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
