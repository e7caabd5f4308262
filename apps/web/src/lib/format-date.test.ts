import { describe, expect, it } from "vitest";
import { dateLocale, formatDate } from "./format-date";

const date = new Date("2026-03-05T12:00:00Z");

describe("formatDate", () => {
  it("writes French dates the fr-FR way", () => {
    expect(formatDate(date, "fr")).toBe("5 mars 2026");
  });

  it("follows the interface language", () => {
    expect(formatDate(date, "en")).toBe("5 March 2026");
    expect(formatDate(date, "de")).toBe("5. März 2026");
    expect(formatDate(date, "ja")).toBe("2026年3月5日");
  });

  it("keeps the Gregorian calendar in Arabic", () => {
    expect(formatDate(date, "ar")).toContain("مارس");
  });

  it("accepts the ISO text a JSON answer carries", () => {
    expect(formatDate("2026-03-05T12:00:00.000Z", "fr")).toBe("5 mars 2026");
  });

  it("shows nothing for an unreadable date instead of 'Invalid Date'", () => {
    expect(formatDate("not a date", "fr")).toBe("");
  });

  it("falls back to French for an unknown language and reads regional codes", () => {
    expect(dateLocale("xx")).toBe("fr-FR");
    expect(dateLocale("en-US")).toBe("en-GB");
  });
});
