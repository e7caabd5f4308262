import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { BOOKS, LANGUAGE_CODES, type LanguageCode } from "@bible/canon";
import { describe, expect, it } from "vitest";
import { DEFAULT_PLAN_FILE, loadPlan, PLAN_DIR } from "./plan-file";

/** The value, which the test's setup guarantees; throws (failing the test) if it is missing. */
function defined<T>(value: T | null | undefined): T {
  if (value === undefined || value === null) throw new Error("expected a value");
  return value;
}

// Editorial checks on the plan we ship, beyond what loading a plan file requires.

type DayTexts = Record<string, { title: string; theme: string }>;

const SCRIPT: Partial<Record<LanguageCode, { pattern: RegExp; name: string }>> = {
  zh: { pattern: /[\u4e00-\u9fff]/u, name: "Han characters" },
  ja: { pattern: /[\u3040-\u30ff\u4e00-\u9fff]/u, name: "kana or kanji" },
  ko: { pattern: /[\uac00-\ud7af]/u, name: "Hangul" },
  ru: { pattern: /[\u0400-\u04ff]/u, name: "Cyrillic" },
  uk: { pattern: /[\u0400-\u04ff]/u, name: "Cyrillic" },
  ar: { pattern: /[\u0600-\u06ff]/u, name: "Arabic script" },
};

const FORBIDDEN: Partial<Record<LanguageCode, { pattern: RegExp; why: string }>> = {
  uk: { pattern: /[ыэъёЫЭЪЁ]/u, why: "a Russian-only letter in Ukrainian" },
  ru: { pattern: /[іїєґІЇЄҐ]/u, why: "a Ukrainian-only letter in Russian" },
  zh: {
    pattern: /[們這說來時會為個後對開關門長東車無書見聽話愛國義稱與從裡禱預認靈聖經約華亞羅]/u,
    why: "a traditional Chinese character (simplified expected)",
  },
};

async function texts(code: LanguageCode): Promise<DayTexts> {
  return JSON.parse(await readFile(join(PLAN_DIR, "default-plan.texts", `${code}.json`), "utf8"));
}

describe("the default plan", () => {
  it("reads every book at least once, ends in Revelation and never reads a verse twice", async () => {
    const plan = await loadPlan(join(PLAN_DIR, DEFAULT_PLAN_FILE));
    const passages = plan.days.map((day) => ({ day: day.day, ...defined(day.readings[0]) }));
    expect(plan.days.every((day) => day.readings.length === 1)).toBe(true);
    const read = new Set(passages.map((day) => day.book));
    expect(BOOKS.filter((book) => !read.has(book.number)).map((book) => book.osis)).toEqual([]);
    expect(passages.at(-1)?.book).toBe(66);
    const overlaps: string[] = [];
    passages.forEach((day, index) => {
      for (const earlier of passages.slice(0, index)) {
        const sameChapter = earlier.book === day.book && earlier.chapter === day.chapter;
        if (sameChapter && day.verseStart <= earlier.verseEnd && earlier.verseStart <= day.verseEnd) {
          overlaps.push(`day ${day.day} overlaps day ${earlier.day}`);
        }
      }
    });
    expect(overlaps).toEqual([]);
  });

  it("has, in every language, one title and theme per day: tidy, in the language's script, translated and distinct", async () => {
    const french = await texts("fr");
    const days = Object.keys(french);
    const problems: string[] = [];
    for (const code of LANGUAGE_CODES) {
      const own = await texts(code);
      expect(Object.keys(own), code).toEqual(days);
      const titles = new Map<string, string>();
      for (const day of days) {
        for (const field of ["title", "theme"] as const) {
          const text = own[day]?.[field] ?? "";
          const where = `${code} day ${day} ${field} ${JSON.stringify(text)}`;
          if (text !== text.trim() || /\s{2,}|\|/.test(text)) problems.push(`${where}: stray spaces or "|"`);
          const script = SCRIPT[code];
          if (script && !script.pattern.test(text)) problems.push(`${where}: no ${script.name}`);
          const forbidden = FORBIDDEN[code];
          if (forbidden?.pattern.test(text)) problems.push(`${where}: ${forbidden.why}`);
          if (code !== "fr" && text === french[day]?.[field]) problems.push(`${where}: left in French`);
        }
        const title = own[day]?.title ?? "";
        const twin = titles.get(title);
        if (twin) problems.push(`${code} day ${day}: same title as day ${twin}`);
        titles.set(title, day);
      }
    }
    expect(problems).toEqual([]);
  });
});
