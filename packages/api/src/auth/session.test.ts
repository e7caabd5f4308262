import { type DbHandle, eq, sessions, users } from "@bible/db";
import { createTestDb } from "@bible/db/testing";
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createSession,
  generateSessionToken,
  invalidateSession,
  SESSION_LIFETIME_MS,
  sessionIdFromToken,
  validateSessionToken,
} from "./session";

let database: DbHandle;
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  database = await createTestDb();
  await database.db.insert(users).values({ id: "u1", email: "u1@example.org", passwordHash: "x", firstName: "Anne" });
});
afterAll(() => database.close());

describe("session tokens", () => {
  it("are 20 random bytes in lower-case base32 without padding, never repeated", () => {
    const tokens = new Set(Array.from({ length: 200 }, generateSessionToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(token).toMatch(/^[a-z2-7]{32}$/);
  });

  it("are stored as the hex SHA-256 of the token", () => {
    const token = generateSessionToken();
    expect(sessionIdFromToken(token)).toBe(encodeHexLowerCase(sha256(new TextEncoder().encode(token))));
    expect(sessionIdFromToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("validateSessionToken", () => {
  it("finds the user of a valid session for 30 days", async () => {
    const token = generateSessionToken();
    const session = await createSession(database.db, token, "u1");
    expect(Math.abs(session.expiresAt.getTime() - Date.now() - SESSION_LIFETIME_MS)).toBeLessThan(5000);
    const result = await validateSessionToken(database.db, token);
    expect(result.user).toEqual({ id: "u1", email: "u1@example.org", firstName: "Anne", role: "user" });
    expect(result.renewed).toBe(false);
    expect((await validateSessionToken(database.db, generateSessionToken())).user).toBeNull();
  });

  it("renews a session with less than 15 days left, not one with more", async () => {
    const token = generateSessionToken();
    await createSession(database.db, token, "u1");
    const id = sessionIdFromToken(token);
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 16 * DAY) })
      .where(eq(sessions.id, id));
    expect((await validateSessionToken(database.db, token)).renewed).toBe(false);
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 14 * DAY) })
      .where(eq(sessions.id, id));
    const renewed = await validateSessionToken(database.db, token);
    expect(renewed.renewed).toBe(true);
    const [row] = await database.db.select().from(sessions).where(eq(sessions.id, id));
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(29 * DAY);
  });

  it("deletes an expired session and an invalidated one is gone", async () => {
    const expired = generateSessionToken();
    await createSession(database.db, expired, "u1");
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(sessions.id, sessionIdFromToken(expired)));
    expect((await validateSessionToken(database.db, expired)).session).toBeNull();
    expect(
      await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdFromToken(expired))),
    ).toHaveLength(0);

    const token = generateSessionToken();
    const session = await createSession(database.db, token, "u1");
    await invalidateSession(database.db, session.id);
    expect((await validateSessionToken(database.db, token)).user).toBeNull();
  });
});
