/**
 * The reader's calendar day. Days (streaks, "today") are counted in the reader's own IANA time zone, sent
 * by the client; without one, or with one the runtime does not know, in UTC.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Whether the runtime knows this IANA zone ("Europe/Paris", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone; UTC when the zone is missing or unknown. */
export function localDay(at: Date, timeZone?: string | null): string {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : "UTC";
  const parts = formatter(zone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Whole days from day `a` to day `b` (both YYYY-MM-DD): 1 from "2026-03-01" to "2026-03-02". */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
