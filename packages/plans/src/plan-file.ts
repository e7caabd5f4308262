import { readdir, readFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { bookByOsisId, LANGUAGE_CODES } from "@bible/canon";
import { verseCount } from "@bible/canon/verses";
import type { LocalizedText } from "@bible/db";
import { z } from "zod";

/** The plans the app ships: `<name>.json` with its texts in `<name>.texts/<lang>.json`. */
export const PLAN_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../plans");
/** The plan the app opens with. */
export const DEFAULT_PLAN_FILE = "default-plan.json";

const localized = z.object(Object.fromEntries(LANGUAGE_CODES.map((code) => [code, z.string().trim().min(1)])));

const planFile = z.object({
  code: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "lowercase letters, digits and dashes"),
  name: localized,
  description: localized,
  days: z
    .array(
      z.object({
        day: z.number().int().min(1),
        book: z.string(),
        chapter: z.number().int().min(1),
        verseStart: z.number().int().min(1),
        verseEnd: z.number().int().min(1),
      }),
    )
    .min(1),
});

const dayTexts = z.record(
  z.string().regex(/^[0-9]+$/, "day numbers as keys"),
  z.object({ title: z.string().trim().min(1), theme: z.string().trim().min(1) }),
);

export type PlanDay = {
  day: number;
  book: number;
  chapter: number;
  verseStart: number;
  verseEnd: number;
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

export class PlanFileError extends Error {
  override readonly name = "PlanFileError";
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
  const issue = result.error.issues[0]!;
  throw new PlanFileError(`${path}: ${issue.path.join(".") || "(root)"}: ${issue.message}`);
}

/** Reads and checks one plan file and its 12 text files; every reference must exist in the KJV canon. */
export async function loadPlan(path: string): Promise<ReadingPlanData> {
  const plan = parse(planFile, await readJson(path), basename(path));
  const textsDir = path.replace(/\.json$/, ".texts");
  const texts = new Map<string, z.infer<typeof dayTexts>>();
  for (const code of LANGUAGE_CODES) {
    const file = join(textsDir, `${code}.json`);
    texts.set(code, parse(dayTexts, await readJson(file), `${basename(textsDir)}/${code}.json`));
  }
  const days = plan.days.map((day, index): PlanDay => {
    const where = `${basename(path)}: days.${index}`;
    if (day.day !== index + 1) throw new PlanFileError(`${where}: day ${day.day} where day ${index + 1} was expected`);
    const book = bookByOsisId(day.book);
    if (!book) throw new PlanFileError(`${where}: "${day.book}" is not an OSIS book id (Gen … Rev)`);
    if (day.chapter > book.chapters) throw new PlanFileError(`${where}: ${book.osis} has ${book.chapters} chapters`);
    const verses = verseCount(book, day.chapter);
    if (day.verseStart > day.verseEnd || day.verseEnd > verses) {
      throw new PlanFileError(
        `${where}: ${book.osis} ${day.chapter} has ${verses} verses, got ${day.verseStart}-${day.verseEnd}`,
      );
    }
    const title: LocalizedText = {};
    const theme: LocalizedText = {};
    for (const code of LANGUAGE_CODES) {
      const text = texts.get(code)?.[String(day.day)];
      if (!text) throw new PlanFileError(`${basename(textsDir)}/${code}.json: no title and theme for day ${day.day}`);
      title[code] = text.title;
      theme[code] = text.theme;
    }
    return { ...day, book: book.number, title, theme };
  });
  return {
    code: plan.code,
    name: plan.name,
    description: plan.description,
    isDefault: basename(path) === DEFAULT_PLAN_FILE,
    days,
  };
}

/** Every plan file of a folder (default: the plans shipped with the app). */
export async function loadPlans(dir = PLAN_DIR): Promise<ReadingPlanData[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith(".json")).sort();
  return Promise.all(files.map((name) => loadPlan(join(dir, name))));
}
