import { z } from "zod";

// Bounds keep numbers inside their SQL columns (smallint, integer): out-of-range input is a 400, never a 500.
const SMALLINT_MAX = 32_767;
const INTEGER_MAX = 2_147_483_647;

export const recordId = z.number().int().min(1).max(INTEGER_MAX);
export const userId = z.string().trim().min(1).max(100);
/** The spec's English name ('1 Corinthians'), an OSIS/USFM id, a number 1-66 or a name in any of the 12 languages. */
export const bookRef = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .describe("Book: 'Genesis', 'Gen', 'GEN', '1' or a localised name");
export const chapterNumber = z.number().int().min(1).max(SMALLINT_MAX);
export const verseNumber = z.number().int().min(1).max(SMALLINT_MAX);
export const dayNumber = z.number().int().min(1).max(SMALLINT_MAX);
/** A language id ('french') or its two-letter code ('fr'). */
export const languageRef = z.string().trim().min(2).max(20).describe("Language id ('french') or code ('fr')");
export const versionCode = z.string().trim().min(1).max(32);
export const isoDate = z.string().describe("ISO 8601 date-time");

export const deletedSchema = z.object({ deleted: z.literal(true), id: z.number().int() });
export type Deleted = z.infer<typeof deletedSchema>;
