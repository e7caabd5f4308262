import { type Book, bookByNumber, findLanguage } from "@bible/canon";
import type { LocalizedText } from "@bible/db";
import {
  and,
  asc,
  type Database,
  eq,
  inArray,
  type Queryable,
  readingPlanDays,
  readingPlanPassages,
  readingPlans,
  sql,
  userCompletedDays,
  userPlanProgress,
  userPlans,
} from "@bible/db";
import { frenchMessage } from "@bible/i18n";
import { apiError, invalidField, notFound } from "../errors";
import { daysBetween, localDay } from "../lib/time-zone";
import type { CurrentReading, FollowedPlan, PlanSummary } from "../schemas/reading";
import { planStanding } from "./standing";

type Plan = { id: number; code: string; dayCount: number; name: LocalizedText };

/** Where a reader stands in a plan: their start date and the days they marked done. */
type Enrolment = { startDate: string | null; done: number[] };

type PlanInput = {
  userId: string | null;
  plan?: string | undefined;
  timeZone?: string | undefined;
  lang?: string | undefined;
  /** Guests only: their plan as kept in the browser. */
  startDate?: string | undefined;
  done?: number[] | undefined;
};

const planColumns = {
  id: readingPlans.id,
  code: readingPlans.code,
  dayCount: readingPlans.dayCount,
  name: readingPlans.name,
};

export function localized(text: LocalizedText, lang: string | undefined): string {
  const code = (lang && findLanguage(lang)?.code) ?? "fr";
  return text[code] ?? text.fr ?? Object.values(text)[0] ?? "";
}

export async function defaultPlan(db: Queryable): Promise<Plan> {
  const [plan] = await db
    .select(planColumns)
    .from(readingPlans)
    .orderBy(sql`${readingPlans.isDefault} desc`, readingPlans.id)
    .limit(1);
  if (!plan) throw apiError("PLAN_NOT_INSTALLED", {});
  return plan;
}

export async function planByCode(db: Queryable, code: string): Promise<Plan> {
  const [plan] = await db.select(planColumns).from(readingPlans).where(eq(readingPlans.code, code));
  if (!plan) {
    const [any] = await db.select({ id: readingPlans.id }).from(readingPlans).limit(1);
    if (!any) throw apiError("PLAN_NOT_INSTALLED", {});
    throw invalidField("plan", frenchMessage("errors.planUnknown", { plan: code }));
  }
  return plan;
}

/** The plan asked for, else the signed-in reader's active plan, else the default plan. */
async function resolvePlan(db: Queryable, input: PlanInput): Promise<Plan> {
  if (input.plan) return planByCode(db, input.plan);
  if (input.userId) {
    const [active] = await db
      .select(planColumns)
      .from(userPlans)
      .innerJoin(readingPlans, eq(readingPlans.id, userPlans.planId))
      .where(and(eq(userPlans.userId, input.userId), eq(userPlans.active, true)))
      .limit(1);
    if (active) return active;
  }
  return defaultPlan(db);
}

async function enrolmentOf(db: Queryable, plan: Plan, input: PlanInput): Promise<Enrolment> {
  if (!input.userId) return { startDate: input.startDate ?? null, done: input.done ?? [] };
  const [row] = await db
    .select({ startDate: userPlans.startDate })
    .from(userPlans)
    .where(and(eq(userPlans.userId, input.userId), eq(userPlans.planId, plan.id)));
  const done = await db
    .select({ day: userCompletedDays.day })
    .from(userCompletedDays)
    .where(and(eq(userCompletedDays.userId, input.userId), eq(userCompletedDays.planId, plan.id)));
  return { startDate: row?.startDate ?? null, done: done.map((d) => d.day) };
}

/** Today's day of a plan started on `startDate`, in the reader's time zone: day 1 on the start date. */
export function todayOf(startDate: string, dayCount: number, timeZone: string | undefined, now = new Date()): number {
  const day = daysBetween(startDate, localDay(now, timeZone)) + 1;
  return Math.min(Math.max(day, 1), dayCount);
}

function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

function checkDay(plan: Plan, day: number): void {
  if (day > plan.dayCount) throw invalidField("day", frenchMessage("errors.planDayOutOfRange", { max: plan.dayCount }));
}

function passageOf(book: Book, row: { chapter: number; verseStart: number; verseEnd: number }) {
  return {
    book: book.english,
    bookId: book.osis,
    chapter: row.chapter,
    verses: row.verseStart === row.verseEnd ? String(row.verseStart) : `${row.verseStart}-${row.verseEnd}`,
    verseStart: row.verseStart,
    verseEnd: row.verseEnd,
  };
}

async function readingFor(
  db: Queryable,
  plan: Plan,
  day: number,
  enrolment: Enrolment,
  input: PlanInput,
): Promise<CurrentReading> {
  checkDay(plan, day);
  const [row] = await db
    .select()
    .from(readingPlanDays)
    .where(and(eq(readingPlanDays.planId, plan.id), eq(readingPlanDays.day, day)));
  if (!row) throw notFound(undefined, "day");
  const passages = await db
    .select()
    .from(readingPlanPassages)
    .where(and(eq(readingPlanPassages.planId, plan.id), eq(readingPlanPassages.day, day)))
    .orderBy(asc(readingPlanPassages.position));
  const readings = passages.map((p) => passageOf(bookByNumber(p.book), p));
  const [first] = readings;
  if (!first) throw notFound(undefined, "day");
  const today = enrolment.startDate ? todayOf(enrolment.startDate, plan.dayCount, input.timeZone) : null;
  return {
    ...first,
    plan: plan.code,
    planName: localized(plan.name, input.lang),
    day,
    readings,
    title: localized(row.title, input.lang),
    theme: localized(row.theme, input.lang),
    completed: enrolment.done.includes(day),
    hasPrevious: day > 1,
    hasNext: day < plan.dayCount,
    startDate: enrolment.startDate,
    date: enrolment.startDate ? addDays(enrolment.startDate, day - 1) : null,
    today,
    progress: planStanding(enrolment.done, plan.dayCount, today),
  };
}

async function storedDay(db: Queryable, plan: Plan, userId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ day: userPlanProgress.currentDay })
    .from(userPlanProgress)
    .where(and(eq(userPlanProgress.userId, userId), eq(userPlanProgress.planId, plan.id)));
  return row ? Math.min(Math.max(row.day, 1), plan.dayCount) : undefined;
}

/** The day shown without a `day`: today's day of a started plan; else the stored day (signed in) or day 1. */
async function shownDay(db: Queryable, plan: Plan, enrolment: Enrolment, input: PlanInput): Promise<number> {
  if (enrolment.startDate) return todayOf(enrolment.startDate, plan.dayCount, input.timeZone);
  return (input.userId ? await storedDay(db, plan, input.userId) : undefined) ?? 1;
}

/** A day of the reader's plan: the one asked for, else today's (SPEC §3 'Current reading'). */
export async function currentReading(db: Database, input: PlanInput & { day?: number | undefined }) {
  const plan = await resolvePlan(db, input);
  const enrolment = await enrolmentOf(db, plan, input);
  const day = input.day ?? (await shownDay(db, plan, enrolment, input));
  return readingFor(db, plan, day, enrolment, input);
}

/**
 * Moves one day from `day` (default: the day shown). A signed-in reader who has not started the plan keeps
 * the day they moved to (the spec's stored current reading); a started plan follows the calendar instead.
 * At either end of the plan the reading stays where it is.
 */
export async function navigate(
  db: Database,
  input: PlanInput & { direction: "previous" | "next"; day?: number | undefined },
): Promise<CurrentReading> {
  const plan = await resolvePlan(db, input);
  const enrolment = await enrolmentOf(db, plan, input);
  const from = input.day ?? (await shownDay(db, plan, enrolment, input));
  checkDay(plan, from);
  const target = Math.min(Math.max(from + (input.direction === "next" ? 1 : -1), 1), plan.dayCount);
  if (input.userId && !enrolment.startDate) await storeDay(db, plan, input.userId, target);
  return readingFor(db, plan, target, enrolment, input);
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

/**
 * Marks a day of the reader's plan done or not. A plan named in the input must be one the reader follows (or the
 * plan they read without naming one: their active plan, else the default); in a started plan a day after today's
 * cannot be marked done yet. Undoing a mark is always allowed.
 */
export async function setDayCompleted(
  db: Database,
  input: PlanInput & { userId: string; day: number; completed: boolean },
): Promise<CurrentReading> {
  const plan = await resolvePlan(db, input);
  checkDay(plan, input.day);
  const enrolment = await enrolmentOf(db, plan, input);
  if (input.completed) {
    if (input.plan && !enrolment.startDate && (await resolvePlan(db, { ...input, plan: undefined })).id !== plan.id) {
      throw invalidField("plan", frenchMessage("errors.planNotFollowed", { plan: plan.code }));
    }
    // Not clamped to day 1: a plan that starts on a later date has no day to mark yet.
    const reached = enrolment.startDate
      ? daysBetween(enrolment.startDate, localDay(new Date(), input.timeZone)) + 1
      : null;
    if (reached !== null && input.day > reached) {
      throw invalidField("day", frenchMessage("errors.planDayFuture", { day: input.day }));
    }
  }
  const mine = and(eq(userCompletedDays.userId, input.userId), eq(userCompletedDays.planId, plan.id));
  if (input.completed) {
    await db
      .insert(userCompletedDays)
      .values({ userId: input.userId, planId: plan.id, day: input.day })
      .onConflictDoNothing();
  } else {
    await db.delete(userCompletedDays).where(and(mine, eq(userCompletedDays.day, input.day)));
  }
  return readingFor(db, plan, input.day, await enrolmentOf(db, plan, input), input);
}

// ---- Plans a signed-in reader follows ----

type ReaderInput = { userId: string | null; timeZone?: string | undefined; lang?: string | undefined };

async function followedPlans(db: Queryable, userId: string, timeZone: string | undefined) {
  const rows = await db
    .select({
      planId: userPlans.planId,
      startDate: userPlans.startDate,
      active: userPlans.active,
      dayCount: readingPlans.dayCount,
    })
    .from(userPlans)
    .innerJoin(readingPlans, eq(readingPlans.id, userPlans.planId))
    .where(eq(userPlans.userId, userId));
  const done = rows.length
    ? await db
        .select({ planId: userCompletedDays.planId, day: userCompletedDays.day })
        .from(userCompletedDays)
        .where(
          and(
            eq(userCompletedDays.userId, userId),
            inArray(
              userCompletedDays.planId,
              rows.map((r) => r.planId),
            ),
          ),
        )
    : [];
  const followed = new Map<number, FollowedPlan>();
  for (const row of rows) {
    const today = todayOf(row.startDate, row.dayCount, timeZone);
    const days = done.filter((d) => d.planId === row.planId).map((d) => d.day);
    followed.set(row.planId, {
      startDate: row.startDate,
      active: row.active,
      today,
      progress: planStanding(days, row.dayCount, today),
    });
  }
  return followed;
}

/** Every installed plan in the reader's language, with the signed-in reader's standing in those they follow. */
export async function listPlans(db: Database, input: ReaderInput): Promise<PlanSummary[]> {
  const plans = await db
    .select()
    .from(readingPlans)
    .orderBy(sql`${readingPlans.isDefault} desc`, asc(readingPlans.code));
  const followed = input.userId ? await followedPlans(db, input.userId, input.timeZone) : new Map();
  return plans.map((plan) => ({
    code: plan.code,
    name: localized(plan.name, input.lang),
    description: localized(plan.description, input.lang),
    dayCount: plan.dayCount,
    isDefault: plan.isDefault,
    followed: followed.get(plan.id) ?? null,
  }));
}

async function setActive(db: Queryable, userId: string, planId: number): Promise<void> {
  await db
    .update(userPlans)
    .set({ active: sql`${userPlans.planId} = ${planId}` })
    .where(eq(userPlans.userId, userId));
}

/**
 * Starts a plan (or moves its start date) and makes it the active one. A plan already followed keeps its
 * start date unless one is given, so this is also how a reader switches between the plans they follow.
 */
export async function startPlan(
  db: Database,
  input: ReaderInput & { userId: string; plan: string; startDate?: string | undefined },
): Promise<PlanSummary> {
  const plan = await planByCode(db, input.plan);
  const startDate = input.startDate ?? localDay(new Date(), input.timeZone);
  await db.transaction(async (tx) => {
    const values = { userId: input.userId, planId: plan.id, startDate, active: true };
    if (input.startDate) {
      await tx
        .insert(userPlans)
        .values(values)
        .onConflictDoUpdate({ target: [userPlans.userId, userPlans.planId], set: { startDate, active: true } });
    } else {
      await tx.insert(userPlans).values(values).onConflictDoNothing();
    }
    await setActive(tx, input.userId, plan.id);
  });
  return summaryOf(db, plan.code, input);
}

async function summaryOf(db: Database, code: string, input: ReaderInput): Promise<PlanSummary> {
  const summary = (await listPlans(db, input)).find((p) => p.code === code);
  if (!summary) throw notFound(undefined, "plan");
  return summary;
}

/** Stops following a plan: its start date and days done are forgotten; another followed plan becomes active. */
export async function stopPlan(db: Database, input: { userId: string; plan: string }) {
  const plan = await planByCode(db, input.plan);
  await db.transaction(async (tx) => {
    await tx.delete(userPlans).where(and(eq(userPlans.userId, input.userId), eq(userPlans.planId, plan.id)));
    await tx
      .delete(userCompletedDays)
      .where(and(eq(userCompletedDays.userId, input.userId), eq(userCompletedDays.planId, plan.id)));
    const [active] = await tx
      .select({ planId: userPlans.planId })
      .from(userPlans)
      .where(and(eq(userPlans.userId, input.userId), eq(userPlans.active, true)));
    if (!active) {
      const [latest] = await tx
        .select({ planId: userPlans.planId })
        .from(userPlans)
        .where(eq(userPlans.userId, input.userId))
        .orderBy(sql`${userPlans.startedAt} desc`)
        .limit(1);
      if (latest) await setActive(tx, input.userId, latest.planId);
    }
  });
  return { plan: plan.code, stopped: true as const };
}

/** The signed-in reader's standing in one plan they follow. */
export async function planProgress(db: Database, input: ReaderInput & { userId: string; plan: string }) {
  const plan = await planByCode(db, input.plan);
  const followed = (await followedPlans(db, input.userId, input.timeZone)).get(plan.id);
  if (!followed) throw invalidField("plan", frenchMessage("errors.planNotStarted"));
  return { plan: plan.code, ...followed };
}

/**
 * A guest's plans (kept in the browser) moved into the account at sign-in: a plan the account does not follow
 * is started on the guest's date, days done are added to the account's, and the guest's active plan becomes
 * the account's active one when the account had none.
 */
export async function importGuestPlans(
  db: Database,
  input: ReaderInput & {
    userId: string;
    plans: { plan: string; startDate: string; done: number[]; active: boolean }[];
  },
): Promise<PlanSummary[]> {
  const plans = await Promise.all(
    input.plans.map(async (entry) => ({ entry, plan: await planByCode(db, entry.plan) })),
  );
  await db.transaction(async (tx) => {
    const [hadActive] = await tx
      .select({ planId: userPlans.planId })
      .from(userPlans)
      .where(and(eq(userPlans.userId, input.userId), eq(userPlans.active, true)));
    for (const { entry, plan } of plans) {
      await tx
        .insert(userPlans)
        .values({ userId: input.userId, planId: plan.id, startDate: entry.startDate })
        .onConflictDoNothing();
      const days = [...new Set(entry.done)].filter((day) => day <= plan.dayCount);
      if (days.length) {
        await tx
          .insert(userCompletedDays)
          .values(days.map((day) => ({ userId: input.userId, planId: plan.id, day })))
          .onConflictDoNothing();
      }
    }
    const active = plans.find((p) => p.entry.active) ?? plans[0];
    if (!hadActive && active) await setActive(tx, input.userId, active.plan.id);
  });
  return listPlans(db, input);
}
