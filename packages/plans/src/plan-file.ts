import { readdir, readFile, stat } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { bookByOsisId, LANGUAGE_CODES } from "@bible/canon";
import { verseCount } from "@bible/canon/verses";
import type { LocalizedText } from "@bible/db";
import { z } from "zod";
import { type Passage, referencesTitle } from "./references";

/** The plans the app ships: `<name>.json`, with its day texts (when written by hand) in `<name>.texts/<lang>.json`. */
export const PLAN_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../plans");
/** The plan the app opens with. */
export const DEFAULT_PLAN_FILE = "default-plan.json";

const localized = z.object(Object.fromEntries(LANGUAGE_CODES.map((code) => [code, z.string().trim().min(1)])));

const passage = z
  .object({
    book: z.string(),
    chapter: z.number().int().min(1),
    verseStart: z.number().int().min(1).optional(),
    verseEnd: z.number().int().min(1).optional(),
  })
  .strict();

/** A day is one passage (`book`, `chapter`, verses) or several, in reading order (`readings`). */
const planDay = z.union([
  z.object({ day: z.number().int().min(1), readings: z.array(passage).min(1) }).strict(),
  passage.extend({ day: z.number().int().min(1) }).strict(),
]);

const planFile = z.object({
  code: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "lowercase letters, digits and dashes"),
  name: localized,
  description: localized,
  days: z.array(planDay).min(1),
});

/** The JSON of a plan file, as written under `plans/`. */
export type PlanFile = z.input<typeof planFile>;
/** One passage as a plan file writes it: OSIS book id, chapter, and verses unless the whole chapter is read. */
export type PlanFilePassage = z.input<typeof passage>;

const dayTexts = z.record(
  z.string().regex(/^[0-9]+$/, "day numbers as keys"),
  z.object({ title: z.string().trim().min(1), theme: z.string().trim().min(1) }),
);

export type PlanDay = {
  day: number;
  readings: Passage[];
  title: LocalizedText;
  theme: LocalizedText;
};
export type ReadingPlanData = {
  code: string;
  name: LocalizedText;
  description: LocalizedText;
  isDefault: boolean;
  days: PlanDay[];
};

/** What is wrong with a plan file: every problem found, one line each (the message lists them all). */
export class PlanFileError extends Error {
  override readonly name = "PlanFileError";
  readonly problems: string[];
  constructor(problems: string | string[]) {
    const list = typeof problems === "string" ? [problems] : problems;
    super(list.join("\n"));
    this.problems = list;
  }
}

/** Runs each check, keeping every PlanFileError's problems; throws them all together at the end. */
function collectProblems<T>(checks: (() => T)[]): T[] {
  const problems: string[] = [];
  const results: T[] = [];
  for (const check of checks) {
    try {
      results.push(check());
    } catch (error) {
      if (!(error instanceof PlanFileError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length > 0) throw new PlanFileError(problems);
  return results;
}

async function readJson(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch {
    throw new PlanFileError(`${path}: missing`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new PlanFileError(`${path}: not valid JSON (${(error as Error).message})`);
  }
}

function parse<T>(schema: z.ZodType<T>, data: unknown, path: string): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new PlanFileError(
    result.error.issues.map((issue) => {
      const where = issue.path.join(".") || "(root)";
      const day = issue.path[0] === "days" && typeof issue.path[1] === "number" ? ` (day ${issue.path[1] + 1})` : "";
      return `${path}: ${where}${day}: ${issue.message}`;
    }),
  );
}

function checkPassage(raw: z.infer<typeof passage>, where: string): Passage {
  const book = bookByOsisId(raw.book);
  if (!book) throw new PlanFileError(`${where}: "${raw.book}" is not an OSIS book id (Gen … Rev)`);
  if (raw.chapter > book.chapters) {
    throw new PlanFileError(`${where}: ${book.osis} has ${book.chapters} chapters, got ${raw.chapter}`);
  }
  const verses = verseCount(book, raw.chapter);
  const verseStart = raw.verseStart ?? 1;
  const verseEnd = raw.verseEnd ?? verses;
  if (verseStart > verseEnd || verseEnd > verses) {
    throw new PlanFileError(
      `${where}: ${book.osis} ${raw.chapter} has ${verses} verses, got ${verseStart}-${verseEnd}`,
    );
  }
  return { book: book.number, chapter: raw.chapter, verseStart, verseEnd };
}

async function isDirectory(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isDirectory(),
    () => false,
  );
}

/**
 * Reads and checks one plan file against the KJV canon: consecutive days, books, chapters and verses that
 * exist. Day titles and themes come from `<name>.texts/<lang>.json` when that folder exists (each day in each
 * language); otherwise a day's title is its references in each language and it has no theme.
 */
export async function loadPlan(path: string, options: { isDefault?: boolean } = {}): Promise<ReadingPlanData> {
  const plan = parse(planFile, await readJson(path), basename(path));
  const textsDir = path.replace(/\.json$/, ".texts");
  const texts = new Map<string, z.infer<typeof dayTexts>>();
  if (await isDirectory(textsDir)) {
    const loaded = await Promise.all(
      LANGUAGE_CODES.map((code) => readJson(join(textsDir, `${code}.json`)).catch((error: unknown) => error)),
    );
    collectProblems(
      LANGUAGE_CODES.map((code, i) => () => {
        const data = loaded[i];
        if (data instanceof Error) throw data;
        texts.set(code, parse(dayTexts, data, `${basename(textsDir)}/${code}.json`));
      }),
    );
  }
  // Every day is checked, and every problem reported (a plan file is fixed in one go, not one error at a time).
  const days = collectProblems(
    plan.days.map((day, index) => (): PlanDay => {
      const where = `${basename(path)}: days.${index} (day ${index + 1})`;
      if (day.day !== index + 1)
        throw new PlanFileError(`${where}: day ${day.day} where day ${index + 1} was expected`);
      const list = "readings" in day ? day.readings : [day];
      const readings = collectProblems(
        list.map((raw, n) => () => checkPassage(raw, list.length > 1 ? `${where}, reading ${n + 1}` : where)),
      );
      if (texts.size === 0) return { day: day.day, readings, title: referencesTitle(readings), theme: {} };
      const title: LocalizedText = {};
      const theme: LocalizedText = {};
      const missing = LANGUAGE_CODES.filter((code) => !texts.get(code)?.[String(day.day)]);
      if (missing.length > 0) {
        throw new PlanFileError(
          missing.map((code) => `${basename(textsDir)}/${code}.json: no title and theme for day ${day.day}`),
        );
      }
      for (const code of LANGUAGE_CODES) {
        const text = texts.get(code)?.[String(day.day)];
        if (!text) continue;
        title[code] = text.title;
        theme[code] = text.theme;
      }
      return { day: day.day, readings, title, theme };
    }),
  );
  return {
    code: plan.code,
    name: plan.name,
    description: plan.description,
    isDefault: options.isDefault ?? basename(path) === DEFAULT_PLAN_FILE,
    days,
  };
}

/** Every plan file of a folder (default: the plans shipped with the app). */
export async function loadPlans(dir = PLAN_DIR): Promise<ReadingPlanData[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith(".json")).sort();
  return Promise.all(files.map((name) => loadPlan(join(dir, name))));
}
