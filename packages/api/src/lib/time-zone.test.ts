import { describe, expect, it } from "vitest";
import { todayOf } from "../reading/service";
import { daysBetween, isTimeZone, localDay } from "./time-zone";

describe("calendar days in a time zone", () => {
  it("gives the reader's date on either side of midnight", () => {
    const at = new Date("2026-03-01T23:30:00Z");
    expect(localDay(at)).toBe("2026-03-01");
    expect(localDay(at, "Asia/Tokyo")).toBe("2026-03-02");
    expect(localDay(at, "America/New_York")).toBe("2026-03-01");
    expect(localDay(new Date("2026-03-02T00:30:00Z"), "America/Los_Angeles")).toBe("2026-03-01");
    expect(localDay(new Date("2026-03-02T00:30:00Z"), "Europe/Paris")).toBe("2026-03-02");
  });

  it("counts in UTC when the zone is missing or unknown", () => {
    const at = new Date("2026-12-31T23:59:59Z");
    expect(localDay(at, null)).toBe("2026-12-31");
    expect(localDay(at, "Mars/Olympus")).toBe("2026-12-31");
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("Europe/Paris")).toBe(true);
    expect(isTimeZone("")).toBe(false);
  });

  it("counts whole days, across a daylight-saving change and a year's end", () => {
    expect(daysBetween("2026-03-07", "2026-03-09")).toBe(2);
    expect(daysBetween("2026-10-24", "2026-10-26")).toBe(2);
    expect(daysBetween("2026-12-31", "2027-01-01")).toBe(1);
    expect(daysBetween("2026-03-09", "2026-03-07")).toBe(-2);
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
  });

  it("makes today's plan day turn at the reader's midnight, not the server's", () => {
    // New York springs forward on 8 March 2026: 23:30 that evening (EDT) is 03:30 UTC on the 9th.
    const evening = new Date("2026-03-09T03:30:00Z");
    expect(todayOf("2026-03-07", 365, "America/New_York", evening)).toBe(2);
    expect(todayOf("2026-03-07", 365, "UTC", evening)).toBe(3);
    expect(todayOf("2026-03-07", 365, "America/New_York", new Date("2026-03-09T04:30:00Z"))).toBe(3);
    // Before the start date the plan is on day 1; after its end, on its last day.
    expect(todayOf("2026-04-01", 365, "Europe/Paris", evening)).toBe(1);
    expect(todayOf("2025-01-01", 90, "Europe/Paris", evening)).toBe(90);
  });
});
