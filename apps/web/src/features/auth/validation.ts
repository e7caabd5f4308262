import { email, loginInput, newPassword, PASSWORD_MIN_LENGTH } from "@bible/api/schemas";
import type { ParseKeys } from "i18next";
import { type ClientError, readApiError } from "@/lib/errors";

export { PASSWORD_MIN_LENGTH };

export type AuthMode = "signin" | "signup";
export type FieldError = { key: ParseKeys; values?: Record<string, string | number> };
export type AuthFieldErrors = Partial<Record<"email" | "password" | "firstName", FieldError>>;

/** A new password the API's schema refuses (too short, too long), as the reader reads it; null when it passes. */
export function newPasswordError(password: string): FieldError | null {
  const parsed = newPassword.safeParse(password);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  if (issue?.code === "too_big")
    return { key: "auth.error.passwordTooLong", values: { max: issue.maximum.toString() } };
  return { key: "auth.error.passwordTooShort", values: { min: PASSWORD_MIN_LENGTH } };
}

/**
 * The sign-in and sign-up forms checked with the API's own schemas (packages/api schemas/auth.ts) before they are
 * sent, so the reader learns the server's rules on the field; the server checks again.
 */
export function validateAuthForm(mode: AuthMode, values: { email: string; password: string }): AuthFieldErrors {
  const errors: AuthFieldErrors = {};
  if (!email.safeParse(values.email).success) errors.email = { key: "auth.error.invalidEmail" };
  const passwordError =
    mode === "signup"
      ? newPasswordError(values.password)
      : loginInput.shape.password.safeParse(values.password).success
        ? null
        : { key: "auth.error.invalidCredentials" as const };
  if (passwordError) errors.password = passwordError;
  return errors;
}

/** The text of a refused new password (WEAK_PASSWORD): one of the most common, or too easy to guess. */
export function weakPasswordKey(body: ClientError): ParseKeys | null {
  if (body.code !== "WEAK_PASSWORD") return null;
  return body.reason === "common" ? "auth.error.commonPassword" : "auth.error.weakPassword";
}

/** A form-level error: a translated text, or the server's own message shown as it comes. */
export type FormError = { key: ParseKeys } | { text: string };

/** Turns a failed sign-in or sign-up into per-field errors and, for anything else, the server's own message. */
export function authErrors(error: unknown): { fields: AuthFieldErrors; form: FormError | null } {
  const body = readApiError(error);
  switch (body.code) {
    case "EMAIL_TAKEN":
      return { fields: { email: { key: "auth.error.emailTaken" } }, form: null };
    case "INVALID_CREDENTIALS":
      return { fields: { password: { key: "auth.error.invalidCredentials" } }, form: null };
    case "RATE_LIMITED":
      return { fields: {}, form: { key: "auth.error.tooManyAttempts" } };
    case "WEAK_PASSWORD":
      return { fields: { password: { key: weakPasswordKey(body) ?? "auth.error.weakPassword" } }, form: null };
    case "BAD_REQUEST":
      if (body.field === "email") return { fields: { email: { key: "auth.error.invalidEmail" } }, form: null };
      if (body.field === "password") {
        return {
          fields: { password: { key: "auth.error.passwordTooShort", values: { min: PASSWORD_MIN_LENGTH } } },
          form: null,
        };
      }
      return { fields: {}, form: { text: body.message } };
    case "NETWORK":
      return { fields: {}, form: { key: "auth.error.network" } };
    default:
      return { fields: {}, form: { text: body.message } };
  }
}
