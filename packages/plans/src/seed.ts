import { type Database, eq, readingPlanDays, readingPlans, sql } from "@bible/db";
import { loadPlans, type ReadingPlanData } from "./plan-file";

/**
 * Writes the plans into reading_plans / reading_plan_days, idempotently: a plan is matched by its code, its days
 * are replaced in one transaction, so a re-run changes nothing and an edited plan file is picked up.
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
      await tx.execute(sql`
        insert into ${readingPlanDays} (plan_id, day, book, chapter, verse_start, verse_end, title, theme)
        select ${planId}, x.day, x.book, x.chapter, x."verseStart", x."verseEnd", x.title, x.theme
        from json_to_recordset(${JSON.stringify(plan.days)}::json)
          as x(day smallint, book smallint, chapter smallint, "verseStart" smallint, "verseEnd" smallint, title jsonb, theme jsonb)`);
    });
    seeded.push({ code: plan.code, days: plan.days.length });
  }
  return seeded;
}
