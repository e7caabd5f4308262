import { eq, sessions, users } from "@bible/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContext } from "../context";
import { createCaller } from "../index";
import { failure, startApi, type TestApi } from "../testing";
import { sessionIdFromToken } from "./session";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** Signs up through the procedure and answers the user with the session token the cookie would carry. */
async function signUp(input: { email: string; password: string; firstName?: string }) {
  let token = "";
  const context = await createContext({
    db: api.db,
    cookies: { set: (value) => (token = value), clear: () => (token = "") },
  });
  const user = await createCaller(context).auth.signup(input);
  return { user, token };
}

describe("sign-up", () => {
  it("stores the hash of the token, never the token, and an argon2id password hash", async () => {
    const { user, token } = await signUp({ email: "naomi@example.org", password: "bethlehem judah" });
    const rows = await api.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(sessionIdFromToken(token));
    expect(rows[0]?.id).not.toContain(token);
    const [row] = await api.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.firstName).toBeNull();
  });

  it("answers 409 when the e-mail is taken, whatever its case", async () => {
    const input = { email: "boaz@example.org", password: "kinsman redeemer" };
    await signUp(input);
    const again = await failure(signUp({ ...input, email: "BOAZ@example.org" }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: "EMAIL_TAKEN",
      field: "email",
      message: "Cette adresse e-mail est déjà utilisée.",
    });
  });

  it("refuses a short password and a malformed e-mail, naming the field", async () => {
    const short = await failure(signUp({ email: "obed@example.org", password: "1234567" }));
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: "BAD_REQUEST", field: "password" });
    expect(short.body.message).toContain("password");
    const email = await failure(signUp({ email: "not-an-email", password: "long enough password" }));
    expect(email.status).toBe(400);
    expect(email.body).toMatchObject({ field: "email" });
  });
});

describe("login", () => {
  it("signs in with the right password (any e-mail case) and answers one generic 401 otherwise", async () => {
    await signUp({ email: "jesse@example.org", password: "root of jesse", firstName: "Jesse" });
    const guest = await api.guest();
    expect(await guest.auth.login({ email: " JESSE@example.org", password: "root of jesse" })).toMatchObject({
      email: "jesse@example.org",
      firstName: "Jesse",
    });
    const wrongPassword = await failure(guest.auth.login({ email: "jesse@example.org", password: "stem of jesse" }));
    const unknownUser = await failure(guest.auth.login({ email: "nobody@example.org", password: "stem of jesse" }));
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownUser.body);
    expect(wrongPassword.body.message).toBe("Adresse e-mail ou mot de passe incorrect.");
  });
});

describe("roles", () => {
  it("auth.me tells the web app the role; granting admin ends the user's sessions so the role applies", async () => {
    const reader = await api.signUp();
    expect(await reader.caller.auth.me()).toMatchObject({ id: reader.id, role: "user" });
    expect((await api.admin.admin.setRole({ user: reader.email, role: "admin" })).role).toBe("admin");
    expect(await (await api.withSession(reader.token)).auth.me()).toBeNull();
  });
});
