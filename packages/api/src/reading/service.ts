import { bookByNumber, findLanguage } from "@bible/canon";
import type { LocalizedText } from "@bible/db";
import {
  and,
  count,
  type Database,
  eq,
  type Queryable,
  readingPlanDays,
  readingPlans,
  sql,
  userCompletedDays,
  userPlanProgress,
} from "@bible/db";
import { frenchMessage } from "@bible/i18n";
import { apiError, invalidField, notFound } from "../errors";
import type { CurrentReading, PlanProgress } from "../schemas/reading";

type Plan = { id: number; code: string; dayCount: number };

export async function defaultPlan(db: Queryable): Promise<Plan> {
  const [plan] = await db
    .select({ id: readingPlans.id, code: readingPlans.code, dayCount: readingPlans.dayCount })
    .from(readingPlans)
    .orderBy(sql`${readingPlans.isDefault} desc`, readingPlans.id)
    .limit(1);
  if (!plan) {
    throw apiError("PLAN_NOT_INSTALLED", {});
  }
  return plan;
}

function checkDay(plan: Plan, day: number): void {
  if (day > plan.dayCount) throw invalidField("day", frenchMessage("errors.planDayOutOfRange", { max: plan.dayCount }));
}

function localized(text: LocalizedText, lang: string | undefined): string {
  const code = (lang && findLanguage(lang)?.code) ?? "fr";
  return text[code] ?? text.fr ?? Object.values(text)[0] ?? "";
}

async function progressOf(db: Queryable, plan: Plan, userId: string | null): Promise<PlanProgress> {
  let completedDays = 0;
  if (userId) {
    const [row] = await db
      .select({ n: count() })
      .from(userCompletedDays)
      .where(and(eq(userCompletedDays.userId, userId), eq(userCompletedDays.planId, plan.id)));
    completedDays = row?.n ?? 0;
  }
  const percent = plan.dayCount === 0 ? 0 : Math.round((completedDays / plan.dayCount) * 100);
  return { completedDays, totalDays: plan.dayCount, percent };
}

async function readingFor(
  db: Queryable,
  plan: Plan,
  day: number,
  userId: string | null,
  lang: string | undefined,
): Promise<CurrentReading> {
  checkDay(plan, day);
  const [row] = await db
    .select()
    .from(readingPlanDays)
    .where(and(eq(readingPlanDays.planId, plan.id), eq(readingPlanDays.day, day)));
  if (!row) throw notFound(undefined, "day");
  let completed = false;
  if (userId) {
    const [done] = await db
      .select({ day: userCompletedDays.day })
      .from(userCompletedDays)
      .where(
        and(
          eq(userCompletedDays.userId, userId),
          eq(userCompletedDays.planId, plan.id),
          eq(userCompletedDays.day, day),
        ),
      );
    completed = done !== undefined;
  }
  const book = bookByNumber(row.book);
  return {
    plan: plan.code,
    day,
    book: book.english,
    bookId: book.osis,
    chapter: row.chapter,
    verses: row.verseStart === row.verseEnd ? String(row.verseStart) : `${row.verseStart}-${row.verseEnd}`,
    verseStart: row.verseStart,
    verseEnd: row.verseEnd,
    title: localized(row.title, lang),
    theme: localized(row.theme, lang),
    completed,
    hasPrevious: day > 1,
    hasNext: day < plan.dayCount,
    progress: await progressOf(db, plan, userId),
  };
}

async function storedDay(db: Queryable, plan: Plan, userId: string): Promise<number> {
  const [row] = await db
    .select({ day: userPlanProgress.currentDay })
    .from(userPlanProgress)
    .where(and(eq(userPlanProgress.userId, userId), eq(userPlanProgress.planId, plan.id)));
  return Math.min(Math.max(row?.day ?? 1, 1), plan.dayCount);
}

/** The signed-in user's stored day (day 1 when none), a requested day, or day 1 for guests. */
export async function currentReading(
  db: Database,
  input: { userId: string | null; day?: number | undefined; lang?: string | undefined },
): Promise<CurrentReading> {
  const plan = await defaultPlan(db);
  const day = input.day ?? (input.userId ? await storedDay(db, plan, input.userId) : 1);
  return readingFor(db, plan, day, input.userId, input.lang);
}

/**
 * Moves one day. Signed in: from the stored day (or `day`) and the new day is stored. Guest: from
 * `day` (default 1), nothing stored. At either end of the plan the reading stays where it is.
 */
export async function navigate(
  db: Database,
  input: {
    userId: string | null;
    direction: "previous" | "next";
    day?: number | undefined;
    lang?: string | undefined;
  },
): Promise<CurrentReading> {
  const plan = await defaultPlan(db);
  const from = input.day ?? (input.userId ? await storedDay(db, plan, input.userId) : 1);
  checkDay(plan, from);
  const target = Math.min(Math.max(from + (input.direction === "next" ? 1 : -1), 1), plan.dayCount);
  if (input.userId) await storeDay(db, plan, input.userId, target);
  return readingFor(db, plan, target, input.userId, input.lang);
}

async function storeDay(db: Queryable, plan: Plan, userId: string, day: number): Promise<void> {
  await db
    .insert(userPlanProgress)
    .values({ userId, planId: plan.id, currentDay: day })
    .onConflictDoUpdate({
      target: [userPlanProgress.userId, userPlanProgress.planId],
      set: { currentDay: day, updatedAt: new Date() },
    });
}

export async function setDayCompleted(
  db: Database,
  input: { userId: string; day: number; completed: boolean; lang?: string | undefined },
): Promise<CurrentReading> {
  const plan = await defaultPlan(db);
  checkDay(plan, input.day);
  if (input.completed) {
    await db
      .insert(userCompletedDays)
      .values({ userId: input.userId, planId: plan.id, day: input.day })
      .onConflictDoNothing();
  } else {
    await db
      .delete(userCompletedDays)
      .where(
        and(
          eq(userCompletedDays.userId, input.userId),
          eq(userCompletedDays.planId, plan.id),
          eq(userCompletedDays.day, input.day),
        ),
      );
  }
  return readingFor(db, plan, input.day, input.userId, input.lang);
}
