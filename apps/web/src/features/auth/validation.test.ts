import { describe, expect, it } from "vitest";
import { newPasswordError, PASSWORD_MIN_LENGTH, validateAuthForm } from "./validation";

describe("the sign-in and sign-up forms, checked with the API's schemas", () => {
  it("refuses an address the server would refuse, and accepts one it takes (spaces and capitals)", () => {
    expect(validateAuthForm("signin", { email: "marie@", password: "x" }).email?.key).toBe("auth.error.invalidEmail");
    expect(validateAuthForm("signin", { email: "  Marie@Example.org ", password: "x" })).toEqual({});
  });

  it("asks a new password of the server's length, both ways", () => {
    const short = validateAuthForm("signup", { email: "a@b.fr", password: "a".repeat(PASSWORD_MIN_LENGTH - 1) });
    expect(short.password).toEqual({ key: "auth.error.passwordTooShort", values: { min: PASSWORD_MIN_LENGTH } });
    expect(newPasswordError("a".repeat(201))?.key).toBe("auth.error.passwordTooLong");
    expect(newPasswordError("correct horse battery staple")).toBeNull();
  });

  it("lets any non-empty password try to sign in (the length rule is for new passwords)", () => {
    expect(validateAuthForm("signin", { email: "a@b.fr", password: "short" })).toEqual({});
    expect(validateAuthForm("signin", { email: "a@b.fr", password: "" }).password?.key).toBe(
      "auth.error.invalidCredentials",
    );
  });
});
