import { describe, expect, it } from "vitest";
import { findCatalogEntry } from "../catalog";
import { readCatalogEntry } from "../install";
import { coverage } from "../report";
import { bibleSourceDir } from "../testing";
import type { VerseRecord } from "../types";
import { applySplits } from "./corrections";

/** The value, which the test's setup guarantees; throws (failing the test) if it is missing. */
function defined<T>(value: T | null | undefined): T {
  if (value === undefined || value === null) throw new Error("expected a value");
  return value;
}

const at = (records: VerseRecord[], book: number, chapter: number, verse: number) =>
  records.find((r) => r.book === book && r.chapter === chapter && r.verse === verse);

describe("applySplits", () => {
  it("cuts a slot where each KJV verse starts, and leaves it whole when a start is not found", () => {
    const record = { book: 45, chapter: 14, verse: 23, text: "Sin is sin. Now to him who is able. To God only wise." };
    const split = {
      ref: "Rom.14.23",
      parts: [
        { at: "16:25", startsWith: "Now to him" },
        { at: "16:27", startsWith: "To God" },
      ],
    };
    expect(applySplits([record], [split])).toEqual([
      { book: 45, chapter: 14, verse: 23, text: "Sin is sin." },
      { book: 45, chapter: 16, verse: 25, text: "Now to him who is able.", originalRef: "Rom.14.23" },
      { book: 45, chapter: 16, verse: 27, text: "To God only wise.", originalRef: "Rom.14.23" },
    ]);
    const missing = { ...split, parts: [{ at: "16:25", startsWith: "Unto him" }] };
    expect(applySplits([record], [missing])).toEqual([record]);
  });
});

describe("RV1909 Job in KJV numbering", () => {
  it("puts Spanish 39:1 on KJV 38:39 and Spanish 40:19 on KJV 40:24, with no slot of Job 38-41 empty", async () => {
    const { records } = await readCatalogEntry(defined(findCatalogEntry("RV1909")), { sourceDir: bibleSourceDir() });
    expect(at(records, 18, 38, 39)?.text).toMatch(/^¿CAZARÁS tú la presa para el león/);
    expect(at(records, 18, 39, 27)?.text).toMatch(/^¿Se remonta el águila/);
    expect(at(records, 18, 39, 30)?.text).toMatch(/^Sus pollos chupan la sangre/);
    expect(at(records, 18, 40, 1)?.text).toBe("A más de eso respondió Jehová á Job, y dijo:");
    expect(at(records, 18, 40, 6)?.text).toMatch(/^ENTONCES respondió Jehová á Job desde la oscuridad/);
    expect(at(records, 18, 40, 24)?.text).toMatch(/^¿Tomarálo alguno por sus ojos/);
    expect(at(records, 4, 12, 16)?.text).toBe(
      "Y DESPUÉS movió el pueblo de Haseroth, y asentaron el campo en el desierto de Parán.",
    );
    expect(coverage(records).missing).toEqual([]);
  });
});
