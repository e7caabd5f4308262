/** Every limit of the AI calls, in one place. */
export const AI_LIMITS = {
  /** Calls that reach the model (cached answers are free) per client address. */
  perIp: { max: 20, windowMs: 60_000 },
  /** Calls that reach the model per signed-in reader. */
  perUser: { max: 60, windowMs: 60 * 60_000 },
  wordMaxLength: 64,
  contextMaxLength: 2000,
  questionMaxLength: 1000,
  /** Request bodies of the AI routes: the three texts above at 4 bytes a character, with room to spare. */
  bodyLimitBytes: 16 * 1024,
} as const;
