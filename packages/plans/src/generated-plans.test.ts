import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BOOKS, TOTAL_CHAPTERS } from "@bible/canon";
import { TOTAL_VERSES, verseCount } from "@bible/canon/verses";
import { describe, expect, it } from "vitest";
import { balancedCuts } from "./balance";
import { mcheynePlan, newTestamentPlan, planFileText, wholeBiblePlan } from "./generate";
import { type MCheyneSource, mcheyneDays, parseReference } from "./mcheyne";
import { loadPlan, PLAN_DIR, type ReadingPlanData } from "./plan-file";
import { referencesText } from "./references";
import { MCHEYNE_SOURCE } from "./testing";

/** The value, which the test's setup guarantees; throws (failing the test) if it is missing. */
function defined<T>(value: T | null | undefined): T {
  if (value === undefined || value === null) throw new Error("expected a value");
  return value;
}

function versesOf(day: ReadingPlanData["days"][number]): number {
  return day.readings.reduce((n, p) => n + p.verseEnd - p.verseStart + 1, 0);
}

/** Each chapter of the canon (by "book.chapter") with how many times the plan reads it whole. */
function chapterReads(plan: ReadingPlanData): Map<string, number> {
  const reads = new Map<string, number>();
  for (const day of plan.days) {
    for (const p of day.readings) {
      const whole = p.verseStart === 1 && p.verseEnd === verseCount(defined(BOOKS[p.book - 1]), p.chapter);
      if (whole) reads.set(`${p.book}.${p.chapter}`, (reads.get(`${p.book}.${p.chapter}`) ?? 0) + 1);
    }
  }
  return reads;
}

function lengths(plan: ReadingPlanData, name: string) {
  const verses = plan.days.map(versesOf);
  const mean = verses.reduce((a, b) => a + b, 0) / verses.length;
  const max = Math.max(...verses);
  const min = Math.min(...verses);
  console.log(`${name}: ${plan.days.length} days, mean ${mean.toFixed(1)} verses, min ${min}, max ${max}`);
  return { verses, mean, max, min };
}

describe("the whole Bible in 365 days", () => {
  it("reads each of the 1,189 chapters exactly once, in canonical order", async () => {
    const plan = await loadPlan(join(PLAN_DIR, "bible-365.json"));
    expect(plan.days).toHaveLength(365);
    const all = plan.days.flatMap((d) => d.readings);
    expect(all).toHaveLength(TOTAL_CHAPTERS);
    expect(TOTAL_CHAPTERS).toBe(1189);
    const reads = chapterReads(plan);
    expect(reads.size).toBe(1189);
    expect([...reads.values()].every((n) => n === 1)).toBe(true);
    const order = all.map((p) => p.book * 1000 + p.chapter);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("has days of even length: every day but Psalm 119's between 0.7 and 1.4 times the mean", async () => {
    const plan = await loadPlan(join(PLAN_DIR, "bible-365.json"));
    const { verses, mean, max } = lengths(plan, "bible-365");
    expect(mean).toBeCloseTo(TOTAL_VERSES / 365, 5);
    expect(max).toBe(176); // Psalm 119 alone: no chapter is split
    const psalm119 = defined(plan.days.find((d) => d.readings.some((p) => p.book === 19 && p.chapter === 119)));
    expect(psalm119.readings).toHaveLength(1);
    const others = verses.filter((_, i) => plan.days[i] !== psalm119);
    expect(Math.max(...others)).toBeLessThanOrEqual(1.4 * mean);
    expect(Math.min(...others)).toBeGreaterThanOrEqual(0.7 * mean);
  });

  it("titles each day with its references in the 12 languages", async () => {
    const plan = await loadPlan(join(PLAN_DIR, "bible-365.json"));
    expect(defined(plan.days[0]).title).toMatchObject({ fr: "Genèse 1-3", en: "Genesis 1-3", de: "1. Mose 1-3" });
    expect(defined(plan.days[0]).title.ar).toMatch(/[\u0600-\u06ff]/u);
    expect(defined(plan.days[0]).theme).toEqual({});
  });
});

describe("the New Testament in 90 days", () => {
  it("reads the 260 chapters of the New Testament once each, in even days", async () => {
    const plan = await loadPlan(join(PLAN_DIR, "nt-90.json"));
    expect(plan.days).toHaveLength(90);
    const reads = chapterReads(plan);
    expect(reads.size).toBe(260);
    expect([...reads.keys()].every((key) => Number(key.split(".")[0]) >= 40)).toBe(true);
    expect([...reads.values()].every((n) => n === 1)).toBe(true);
    const { mean, max, min } = lengths(plan, "nt-90");
    expect(max).toBeLessThanOrEqual(1.4 * mean);
    expect(min).toBeGreaterThanOrEqual(0.7 * mean);
  });
});

describe("M'Cheyne's calendar", () => {
  it("is the source's 365 days × 4 readings, every reference resolved in the canon", async () => {
    const source: MCheyneSource = JSON.parse(await readFile(MCHEYNE_SOURCE, "utf8"));
    const days = mcheyneDays(source);
    expect(days).toHaveLength(365);
    expect(days.every((readings) => readings.length === 4 && readings.every((r) => r.length >= 1))).toBe(true);
    const plan = await loadPlan(join(PLAN_DIR, "mcheyne.json"));
    expect(plan.days).toHaveLength(365);
    expect(plan.days.map((d) => d.readings.length)).toEqual(days.map((readings) => readings.flat().length));
    expect(defined(plan.days[0]).title.en).toBe("Genesis 1; Matthew 1; Ezra 1; Acts 1");
    // The Old Testament once, the New Testament and the Psalms twice, in whole verses.
    const verses = new Map<string, number>();
    for (const day of plan.days) {
      for (const p of day.readings) {
        for (let v = p.verseStart; v <= p.verseEnd; v++) {
          const key = `${p.book}.${p.chapter}.${v}`;
          verses.set(key, (verses.get(key) ?? 0) + 1);
        }
      }
    }
    expect(verses.size).toBe(TOTAL_VERSES);
    const wrong = [...verses].filter(([key, n]) => {
      const book = Number(key.split(".")[0]);
      return n !== (book >= 40 || book === 19 ? 2 : 1);
    });
    expect(wrong).toEqual([]);
  });

  it("normalises the source's quirks", () => {
    expect(parseReference("Acts  \n4")).toEqual([{ book: 44, chapter: 4, verseStart: 1, verseEnd: 37 }]);
    expect(parseReference("Luke 1:39ff")).toEqual([{ book: 42, chapter: 1, verseStart: 39, verseEnd: 80 }]);
    expect(parseReference("Exodus 11-12:21")).toEqual([
      { book: 2, chapter: 11, verseStart: 1, verseEnd: 10 },
      { book: 2, chapter: 12, verseStart: 1, verseEnd: 21 },
    ]);
    expect(parseReference("Isaiah 9:8-10:4")).toEqual([
      { book: 23, chapter: 9, verseStart: 8, verseEnd: 21 },
      { book: 23, chapter: 10, verseStart: 1, verseEnd: 4 },
    ]);
    expect(parseReference("Jeremiah 36 & 45").map((p) => p.chapter)).toEqual([36, 45]);
    expect(defined(parseReference("Song of Songs 1")[0]).book).toBe(22);
    expect(parseReference("Psalms 119:1-24")).toEqual([{ book: 19, chapter: 119, verseStart: 1, verseEnd: 24 }]);
    expect(() => parseReference("Hezekiah 3")).toThrow(/unknown book/);
  });
});

describe("generated plan files", () => {
  it("are what the generator writes (rerun `pnpm --filter @bible/plans generate` after changing it)", async () => {
    const source: MCheyneSource = JSON.parse(await readFile(MCHEYNE_SOURCE, "utf8"));
    for (const plan of [wholeBiblePlan(), newTestamentPlan(), mcheynePlan(source)]) {
      expect(await readFile(join(PLAN_DIR, `${plan.code}.json`), "utf8"), plan.code).toBe(planFileText(plan));
    }
  });

  it("refuse a reference outside the canon, naming the day and the reading", async () => {
    const plan = JSON.parse(await readFile(join(PLAN_DIR, "mcheyne.json"), "utf8"));
    plan.days[41].readings[2] = { book: "Neh", chapter: 14 };
    const dir = await mkdtemp(join(tmpdir(), "plan-"));
    await writeFile(join(dir, "mine.json"), JSON.stringify(plan));
    await expect(loadPlan(join(dir, "mine.json"))).rejects.toThrow(
      "mine.json: days.41 (day 42), reading 3: Neh has 13 chapters, got 14",
    );
    plan.days[41].readings[2] = { book: "Neh", chapter: 1, verses: 3 };
    await writeFile(join(dir, "mine.json"), JSON.stringify(plan));
    await expect(loadPlan(join(dir, "mine.json"))).rejects.toThrow(
      /days\.41\.readings\.2 \(day 42\): Unrecognized key: "verses"/,
    );
  });
});

describe("balanced cuts and references", () => {
  it("cuts into the number of parts asked, evenly", () => {
    expect(balancedCuts([10, 10, 10, 10], 2)).toEqual([2, 2]);
    expect(balancedCuts([30, 5, 5, 5, 5], 2)).toEqual([1, 4]);
    expect(() => balancedCuts([1, 2], 3)).toThrow();
  });

  it("runs whole chapters together and keeps partial ones apart", () => {
    const gen = (chapter: number, verseStart: number, verseEnd: number) => ({ book: 1, chapter, verseStart, verseEnd });
    expect(referencesText([gen(1, 1, 31), gen(2, 1, 25), gen(3, 1, 10)], "fr")).toBe("Genèse 1-2; Genèse 3:1-10");
    expect(referencesText([gen(50, 1, 26), { book: 2, chapter: 1, verseStart: 1, verseEnd: 22 }], "en")).toBe(
      "Genesis 50; Exodus 1",
    );
  });
});
