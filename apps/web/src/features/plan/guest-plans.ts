import { useSyncExternalStore } from "react";
import { readJson, removeStorage, STORAGE_KEYS, writeStorage } from "@/lib/storage";

/** A guest's plan, kept in the browser until they sign in: its start date (once started) and the days done. */
export type GuestPlan = { startDate?: string; done: number[] };
export type GuestPlans = { active?: string; plans: Record<string, GuestPlan> };

const EMPTY: GuestPlans = { plans: {} };
const listeners = new Set<() => void>();
let cached: GuestPlans | undefined;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The stored plans, keeping only well-formed entries (the value may be old, edited or from another app). */
function parse(value: unknown): GuestPlans {
  if (typeof value !== "object" || value === null) return EMPTY;
  const plans: Record<string, GuestPlan> = {};
  const raw = "plans" in value && typeof value.plans === "object" && value.plans !== null ? value.plans : {};
  for (const [code, entry] of Object.entries(raw)) {
    if (typeof entry !== "object" || entry === null || !/^[a-z0-9][a-z0-9-]*$/.test(code)) continue;
    const startDate: unknown = "startDate" in entry ? entry.startDate : undefined;
    const list: unknown[] = "done" in entry && Array.isArray(entry.done) ? entry.done : [];
    const done = [
      ...new Set(list.filter((d): d is number => Number.isInteger(d) && Number(d) >= 1 && Number(d) <= 32_767)),
    ];
    plans[code] = typeof startDate === "string" && DATE.test(startDate) ? { startDate, done } : { done };
  }
  const active =
    "active" in value && typeof value.active === "string" && plans[value.active] ? value.active : undefined;
  return active ? { active, plans } : { plans };
}

export function readGuestPlans(): GuestPlans {
  cached ??= parse(readJson(STORAGE_KEYS.readingPlans));
  return cached;
}

function save(next: GuestPlans): void {
  cached = next;
  if (Object.keys(next.plans).length === 0) removeStorage(STORAGE_KEYS.readingPlans);
  else writeStorage(STORAGE_KEYS.readingPlans, JSON.stringify(next));
  for (const listener of listeners) listener();
}

export function useGuestPlans(): GuestPlans {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readGuestPlans,
    () => EMPTY,
  );
}

/** Starts (or restarts on another date) a plan and makes it the active one; days already done are kept. */
export function startGuestPlan(code: string, startDate: string | undefined): void {
  const current = readGuestPlans();
  const entry = current.plans[code] ?? { done: [] };
  const next = startDate ? { ...entry, startDate } : entry;
  save({ active: code, plans: { ...current.plans, [code]: next } });
}

export function stopGuestPlan(code: string): void {
  const { [code]: _stopped, ...plans } = readGuestPlans().plans;
  const active = readGuestPlans().active === code ? Object.keys(plans)[0] : readGuestPlans().active;
  save(active ? { active, plans } : { plans });
}

/** Marks a day of a plan done or not; a plan not chosen yet becomes the guest's active plan. */
export function setGuestDayDone(code: string, day: number, done: boolean): void {
  const current = readGuestPlans();
  const entry = current.plans[code] ?? { done: [] };
  const days = done ? [...new Set([...entry.done, day])].sort((a, b) => a - b) : entry.done.filter((d) => d !== day);
  save({ active: current.active ?? code, plans: { ...current.plans, [code]: { ...entry, done: days } } });
}

export function clearGuestPlans(): void {
  save(EMPTY);
}

/** The reader's IANA time zone, sent with every call that depends on 'today'. */
export function readerTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** What the plan list call sends: the interface language and the time zone (for each plan's 'today'). */
export function planListInput(lang: string) {
  const timeZone = readerTimeZone();
  return { lang, ...(timeZone ? { timeZone } : {}) };
}

/** Today's date in the reader's time zone (YYYY-MM-DD), the default start date. */
export function todayDate(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** What today's reading call sends: the time zone, and for a guest the plan kept in the browser. */
export function planReadingInput(lang: string, guest: GuestPlans | null, day?: number) {
  const timeZone = readerTimeZone();
  const code = guest?.active;
  const entry = code ? guest?.plans[code] : undefined;
  return {
    lang,
    ...(timeZone ? { timeZone } : {}),
    ...(code ? { plan: code } : {}),
    ...(entry?.startDate ? { startDate: entry.startDate } : {}),
    ...(entry && entry.done.length > 0 ? { done: entry.done } : {}),
    ...(day !== undefined ? { day } : {}),
  };
}
