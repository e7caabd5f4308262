import { isTimeZone } from "../lib/time-zone";

/** Milliseconds the zone's wall clock is ahead of UTC at an instant. */
function offsetAt(at: number, zone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(new Date(at));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return wall - Math.floor(at / 1000) * 1000;
}

/** The instant a local day (YYYY-MM-DD) begins in a zone (UTC when missing or unknown). */
export function startOfDay(day: string, timeZone?: string | null): Date {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : "UTC";
  const wall = Date.parse(`${day}T00:00:00Z`);
  let at = wall - offsetAt(wall, zone);
  at = wall - offsetAt(at, zone);
  return new Date(at);
}

/** The day `days` after a YYYY-MM-DD day. */
export function nextDay(day: string, days = 1): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
