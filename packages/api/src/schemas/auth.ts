import { z } from "zod";
import { text } from "./common";

export const PASSWORD_MIN_LENGTH = 8;
// Deliberately loose: one @, no spaces, a dot in the domain; the real check is the mail a user receives.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const email = text().trim().toLowerCase().max(254).regex(EMAIL_PATTERN);

export const signupInput = z.object({
  email,
  password: text().min(PASSWORD_MIN_LENGTH).max(200),
  firstName: text().trim().max(80).optional(),
});

export const loginInput = z.object({ email, password: text().min(1).max(200) });

export const userSchema = z.object({ id: z.string(), firstName: z.string().nullable(), email: z.string() });
/** The column's list (`USER_ROLES` of @bible/db; a type check in the admin service keeps them equal). */
export const userRole = z.enum(["user", "moderator", "admin"]);
export const meSchema = userSchema.extend({ role: userRole }).nullable();

export const signInRedirectInput = z.object({
  redirect: text().max(2000).optional().describe("Where to return after signing in (a path on this site)"),
});
export const redirectSchema = z.object({ location: z.string() });

export type SignupInput = z.infer<typeof signupInput>;
export type UserOutput = z.infer<typeof userSchema>;
