import { z } from "zod";
import { isTimeZone } from "../lib/time-zone";

// Bounds keep numbers inside their SQL columns (smallint, integer): out-of-range input is a 400, never a 500.
const SMALLINT_MAX = 32_767;
const INTEGER_MAX = 2_147_483_647;

/** A UTF-16 surrogate without its pair: not Unicode, so not storable as text. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** No NUL byte (no PostgreSQL text column stores it) and no lone surrogate. */
export const isStorable = (value: string) => !value.includes("\u0000") && !LONE_SURROGATE.test(value);

/**
 * Every string a client sends starts here: text the database can store, else a 400 naming the field
 * (it used to fail at the write, a 500, after a paid model call on the AI paths).
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorable, { error: "Texte invalide : caractère nul ou caractère Unicode incomplet" });

export const recordId = z.number().int().min(1).max(INTEGER_MAX);
export const userId = text().trim().min(1).max(100);
/** The spec's English name ('1 Corinthians'), an OSIS/USFM id, a number 1-66 or a name in any of the 12 languages. */
export const bookRef = text().trim().min(1).max(60).describe("Book: 'Genesis', 'Gen', 'GEN', '1' or a localised name");
export const chapterNumber = z.number().int().min(1).max(SMALLINT_MAX);
export const verseNumber = z.number().int().min(1).max(SMALLINT_MAX);
export const dayNumber = z.number().int().min(1).max(SMALLINT_MAX);
/** A language id ('french') or its two-letter code ('fr'). */
export const languageRef = text().trim().min(2).max(20).describe("Language id ('french') or code ('fr')");
export const versionCode = text().trim().min(1).max(32);
/** The reader's IANA time zone: 'today' is counted in it (UTC when absent). */
export const timeZoneInput = z
  .string()
  .trim()
  .max(64)
  .refine(isTimeZone, "an IANA time zone such as 'Europe/Paris'")
  .optional()
  .describe("IANA time zone of the reader ('Europe/Paris'); 'today' is counted in it, UTC when absent");

export const strongsNumber = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[HG][1-9]\d{0,4}$/)
  .describe("Strong's number of the original word: H for Hebrew and Aramaic, G for Greek (H7462, G26)");
export const isoDate = z.string().describe("ISO 8601 date-time");

export const deletedSchema = z.object({ deleted: z.literal(true), id: z.number().int() });
export type Deleted = z.infer<typeof deletedSchema>;

/**
 * A write's idempotency key (issue 34), made by the client once per write: sent again with the same key (a
 * write queued offline and replayed), the write is applied once and the first answer is given again. Also read
 * from the `Idempotency-Key` header on the REST door.
 */
export const idempotencyKey = z
  .string()
  .regex(/^[\w.:-]{8,100}$/, "8 to 100 letters, digits or . _ : -")
  .optional()
  .describe("Idempotency key (8-100 of A-Z a-z 0-9 . _ : -): the same key again applies the write once");
