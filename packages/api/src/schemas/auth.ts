import { z } from "zod";
import { languageRef, text } from "./common";

export const PASSWORD_MIN_LENGTH = 8;
// Deliberately loose: one @, no spaces, a dot in the domain; the real check is the mail a user receives.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const email = text().trim().toLowerCase().max(254).regex(EMAIL_PATTERN);

/** A new password: long enough here, then not too easy to guess (the server's strength check, WEAK_PASSWORD). */
export const newPassword = text().min(PASSWORD_MIN_LENGTH).max(200);
/** The reader's interface language, for the e-mails sent to them. */
const mailLanguage = languageRef
  .optional()
  .describe("Language of the e-mail (interface language id or code); default fr");

export const signupInput = z.object({
  email,
  password: newPassword,
  firstName: text().trim().max(80).optional(),
  lang: mailLanguage,
});

export const loginInput = z.object({ email, password: text().min(1).max(200) });

export const userSchema = z.object({ id: z.string(), firstName: z.string().nullable(), email: z.string() });
/** The column's list (`USER_ROLES` of @bible/db; a type check in the admin service keeps them equal). */
export const userRole = z.enum(["user", "moderator", "admin"]);
export const meSchema = userSchema.extend({ role: userRole }).nullable();

export const passwordResetRequestInput = z.object({ email, lang: mailLanguage });
/** Where the links went: by e-mail, or to the server's log (no SMTP configured: the reader asks the operator). */
export const mailDelivery = z.enum(["email", "log"]);
export const passwordResetRequestedSchema = z.object({
  /** Always true, whether the e-mail has an account or not (nobody learns which addresses do). */
  sent: z.literal(true),
  delivery: mailDelivery,
});
/** The token of an e-mailed link (what follows `#token=`). */
const linkToken = text().trim().min(1).max(200);
export const resetPasswordInput = z.object({ token: linkToken, password: newPassword });
export const verifyEmailInput = z.object({ token: linkToken });
export const emailVerifiedSchema = z.object({ verified: z.literal(true), email: z.string() });

export const signInRedirectInput = z.object({
  redirect: text().max(2000).optional().describe("Where to return after signing in (a path on this site)"),
});
export const redirectSchema = z.object({ location: z.string() });

export type SignupInput = z.infer<typeof signupInput>;
export type UserOutput = z.infer<typeof userSchema>;
