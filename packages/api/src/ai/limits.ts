import { AI_TEXT_LIMITS } from "../schemas/ai";

/** Every limit of the AI calls, in one place. */
export const AI_LIMITS = {
  /** Calls that reach the model (cached answers are free) per client address. */
  perIp: { max: 20, windowMs: 60_000 },
  /** Calls that reach the model per signed-in reader. */
  perUser: { max: 60, windowMs: 60 * 60_000 },
  ...AI_TEXT_LIMITS,
  /** Request bodies of the AI routes: the longest texts at 4 bytes a character, with room to spare. */
  bodyLimitBytes: 16 * 1024,
} as const;
