/**
 * Calendar days in a reader's time zone. A day is a `YYYY-MM-DD` string; the zone is an IANA name sent by
 * the browser (`Intl.DateTimeFormat().resolvedOptions().timeZone`). A missing or unknown zone means UTC.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" });
    formats.set(zone, format);
  }
  return format;
}

/** True when `zone` is an IANA time zone this runtime knows ('Europe/Paris', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    formatFor(zone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (`YYYY-MM-DD`) at instant `at` in `timeZone`; in UTC when the zone is missing or invalid. */
export function localDay(at: Date, timeZone?: string | null): string {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : "UTC";
  const parts = formatFor(zone).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

function utcMidnight(day: string): number {
  const [year, month, date] = day.split("-").map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1);
}

/** Whole calendar days from `a` to `b` (`YYYY-MM-DD`): positive when `b` is later, 0 on the same day. */
export function daysBetween(a: string, b: string): number {
  return Math.round((utcMidnight(b) - utcMidnight(a)) / 86_400_000);
}
