import * as z from "zod/mini";

/**
 * Every error the API answers with, on both doors: the REST body `{ message, code, ...details }` and the
 * tRPC error's `data.error`. Clients switch on `code`, never on `message` (French text for people).
 * zod/mini and nothing else, so the web app can import it without pulling server code into its bundle.
 */

const message = z.string();

/** zod's issue codes, plus `custom` for a rule a service checks itself (the canon, the catalog). */
export const VALIDATION_RULES = [
  "invalid_type",
  "too_big",
  "too_small",
  "invalid_format",
  "not_multiple_of",
  "unrecognized_keys",
  "invalid_union",
  "invalid_key",
  "invalid_element",
  "invalid_value",
  "custom",
] as const;
export type ValidationRule = (typeof VALIDATION_RULES)[number];

const rule = z.enum(VALIDATION_RULES);

const versionNotAvailable = z.object({
  code: z.literal("VERSION_NOT_AVAILABLE"),
  message,
  version: z.string(),
  language: z.string(),
  /** The sentence the chapter error panel shows (SPEC §8), naming the version. */
  details: z.string(),
  /** The language's installed versions, to pick instead. */
  availableVersions: z.array(z.object({ code: z.string(), name: z.string() })),
});

const textNotAvailable = z.object({
  code: z.literal("text_not_available"),
  message,
  version: z.string(),
  book: z.string(),
  chapter: z.number(),
});

const chapterNotFound = z.object({
  code: z.literal("CHAPTER_NOT_FOUND"),
  message,
  field: z.literal("chapter"),
  /** How many chapters the book has. */
  chapters: z.number(),
});

/** 400: bad input. `field` is the first refused field (`a.b` for nested ones), `rule` what it broke. */
const validation = z.object({
  code: z.literal("BAD_REQUEST"),
  message,
  field: z.string(),
  rule,
  issues: z.optional(z.array(z.object({ field: z.string(), message: z.string(), rule }))),
});

const notFound = z.object({ code: z.literal("NOT_FOUND"), message, field: z.optional(z.string()) });

/** 400: an imported CSV file refused as a whole (nothing is saved), naming its first bad line and what is wrong. */
export const CSV_PROBLEMS = [
  "header",
  "quote",
  "columns",
  "word",
  "language",
  "tooLong",
  "tooMany",
  "strongs",
  "reference",
  "character",
] as const;
const csvInvalid = z.object({
  code: z.literal("CSV_INVALID"),
  message,
  field: z.literal("csv"),
  /** 1-based line of the file. */
  line: z.number(),
  problem: z.enum(CSV_PROBLEMS),
  /** What the problem's sentence names (column, count, language…), for clients that word it themselves. */
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});

const emailTaken = z.object({ code: z.literal("EMAIL_TAKEN"), message, field: z.literal("email") });

/** 400: a new password too easy to guess: one of the most common (`common`), or weak by the strength estimate. */
export const WEAK_PASSWORD_REASONS = ["common", "weak"] as const;
const weakPassword = z.object({
  code: z.literal("WEAK_PASSWORD"),
  message,
  /** The refused field: `password` (sign-up, reset) or `newPassword` (change). */
  field: z.string(),
  reason: z.enum(WEAK_PASSWORD_REASONS),
});

/** 429 from every limit of ours (site-wide, sign-in, sign-up, AI; per address or user): one code, the wait in the body. */
const rateLimited = z.object({
  code: z.literal("RATE_LIMITED"),
  message,
  /** Seconds to wait; also sent as the Retry-After header on REST. */
  retryAfter: z.number(),
});

/** 412: the reader's review log is too short to train their own schedule on (issue 33 item 8). */
const notEnoughReviews = z.object({
  code: z.literal("NOT_ENOUGH_REVIEWS"),
  message,
  needed: z.number(),
  reviews: z.number(),
});

/** 503: the model's server is rate limiting us or out of quota, with its wait when it gave one. */
const upstreamBusy = z.object({
  code: z.literal("AI_UPSTREAM_BUSY"),
  message,
  retryAfter: z.optional(z.number()),
});

/** Errors that carry nothing but their code and message. */
const PLAIN_ERROR_CODES = [
  "UNAUTHORIZED",
  "FORBIDDEN",
  "INVALID_CREDENTIALS",
  /** 400: an e-mailed link (password reset, verification) unknown, already used or expired. */
  "INVALID_TOKEN",
  "ALREADY_VOTED",
  /** The review card was graded since it was shown (a second click, another tab). */
  "CARD_ALREADY_GRADED",
  "PLAN_NOT_INSTALLED",
  "OFF_TOPIC",
  "AI_NOT_CONFIGURED",
  "AI_TIMEOUT",
  "AI_INVALID_RESPONSE",
  "AI_UPSTREAM_ERROR",
  /** 503: the database cannot be reached (down, restarting, refusing connections); retry later. */
  "DATABASE_UNAVAILABLE",
  // tRPC's own codes, for failures no service names (a server fault, a malformed request…).
  "PARSE_ERROR",
  "INTERNAL_SERVER_ERROR",
  "NOT_IMPLEMENTED",
  "BAD_GATEWAY",
  "SERVICE_UNAVAILABLE",
  "GATEWAY_TIMEOUT",
  "PAYMENT_REQUIRED",
  "METHOD_NOT_SUPPORTED",
  "TIMEOUT",
  "CONFLICT",
  "PRECONDITION_FAILED",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "UNPROCESSABLE_CONTENT",
  "PRECONDITION_REQUIRED",
  "CLIENT_CLOSED_REQUEST",
] as const;

const plain = z.object({ code: z.enum(PLAIN_ERROR_CODES), message });

export const apiErrorSchema = z.discriminatedUnion("code", [
  versionNotAvailable,
  textNotAvailable,
  chapterNotFound,
  validation,
  notFound,
  csvInvalid,
  emailTaken,
  weakPassword,
  rateLimited,
  upstreamBusy,
  notEnoughReviews,
  plain,
]);

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
export type ApiErrorCode = ApiErrorBody["code"];
/** The body of one code, e.g. `ApiErrorOf<"VERSION_NOT_AVAILABLE">`. */
export type ApiErrorOf<C extends ApiErrorCode> = ApiErrorBody extends infer Body
  ? Body extends { code: infer Codes }
    ? C extends Codes
      ? Omit<Body, "code"> & { code: C }
      : never
    : never
  : never;
