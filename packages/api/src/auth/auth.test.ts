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

describe("wrong passwords (nobody can lock another reader out)", () => {
  it("refuses one address that keeps guessing one e-mail, never the owner: the right password from their address works", async () => {
    await signUp({ email: "ruth@example.org", password: "whither thou goest" });
    const wrong = { email: "ruth@example.org", password: "not her password" };
    const attackers = ["192.0.2.10", "192.0.2.11", "192.0.2.12", "192.0.2.13", "192.0.2.14"];
    for (const ip of attackers) {
      const guesser = await api.guest({ ip });
      for (let i = 0; i < 5; i += 1) expect((await failure(guesser.auth.login(wrong))).status).toBe(401);
      const refused = await failure(guesser.auth.login(wrong));
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: "RATE_LIMITED" });
      expect(refused.body.retryAfter).toBeGreaterThan(0);
    }
    // 25 wrong passwords from five addresses: the owner, from their own address, still signs in...
    const owner = await api.guest({ ip: "198.51.100.20" });
    expect(await owner.auth.login({ email: "ruth@example.org", password: "whither thou goest" })).toMatchObject({
      email: "ruth@example.org",
    });
    // ...and a new address is answered (slowed down), not locked out.
    expect((await failure((await api.guest({ ip: "192.0.2.99" })).auth.login(wrong))).status).toBe(401);
  });

  it("still limits one address across e-mails", async () => {
    const scanner = await api.guest({ ip: "192.0.2.50" });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push(
        (await failure(scanner.auth.login({ email: `who${i}@example.org`, password: "guess guess" }))).status,
      );
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
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
