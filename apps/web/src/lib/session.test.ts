import { beforeEach, describe, expect, it } from "vitest";
import { forgetUser, lastKnownUser, rememberUser, sessionUser } from "@/lib/session";
import { STORAGE_KEYS } from "@/lib/storage";
import { failedCall, networkFailure } from "@/test/failed-call";

const marie = { id: "u-1", firstName: "Marie", email: "marie@example.com", role: "user" as const };

beforeEach(() => localStorage.clear());

describe("the session without network (issue 34)", () => {
  it("is the user the server answered, and that user is kept on the device", () => {
    const answered = { data: marie, error: null };
    expect(sessionUser(answered)).toEqual(marie);
    rememberUser(marie);
    expect(lastKnownUser()).toEqual(marie);
  });

  it("is the last user answered on this device when the server cannot be reached", () => {
    rememberUser(marie);
    expect(sessionUser({ data: undefined, error: networkFailure() })).toEqual(marie);
  });

  it("is a guest when the server answered 'not signed in', even if a user was kept before", () => {
    rememberUser(marie);
    expect(sessionUser({ data: null, error: null })).toBeNull();
    rememberUser(null);
    expect(lastKnownUser()).toBeNull();
    expect(sessionUser({ data: undefined, error: networkFailure() })).toBeNull();
  });

  it("is a guest after signing out on this device", () => {
    rememberUser(marie);
    forgetUser();
    expect(sessionUser({ data: undefined, error: networkFailure() })).toBeNull();
  });

  it("is a guest when the server answered with an error, not the kept user", () => {
    rememberUser(marie);
    const error = failedCall({ code: "INTERNAL_SERVER_ERROR", message: "Erreur interne." }, 500);
    expect(sessionUser({ data: undefined, error })).toBeNull();
  });

  it("ignores a kept value that is not a user", () => {
    localStorage.setItem(STORAGE_KEYS.lastUser, JSON.stringify({ id: 3, role: "root" }));
    expect(sessionUser({ data: undefined, error: networkFailure() })).toBeNull();
    localStorage.setItem(STORAGE_KEYS.lastUser, "{not json");
    expect(lastKnownUser()).toBeNull();
  });
});
