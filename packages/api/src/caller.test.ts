import { type DbHandle, users } from "@bible/db";
import { createTestDb } from "@bible/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminContext, createContext } from "./context";
import { ApiError } from "./errors";
import { createCaller } from "./index";

let database: DbHandle;

beforeAll(async () => {
  database = await createTestDb();
  await database.db.insert(users).values({ id: "u1", email: "u1@example.org", passwordHash: "x" });
});
afterAll(() => database.close());

async function rejection(promise: Promise<unknown>): Promise<ApiError | Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
  }
  throw new Error("expected a rejection");
}

describe("in-process callers", () => {
  it("apply the same permissions: guests 401, users 403 on admin procedures, admins pass", async () => {
    const guest = createCaller(await createContext({ db: database.db }));
    const unauthorized = await rejection(guest.preferences.get({}));
    expect(unauthorized).toMatchObject({ code: "UNAUTHORIZED" });

    const admin = createCaller(createAdminContext(database.db));
    const stats = await admin.admin.stats();
    expect(stats).toMatchObject({ users: 1, bookmarks: 0, communityQuestions: 0, aiCachedAnswers: 0 });
  });

  it("apply the same validation, with the field in the error", async () => {
    const guest = createCaller(await createContext({ db: database.db }));
    const error = await rejection(guest.bible.versions({ language: "xx" }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: "BAD_REQUEST",
      body: { code: "BAD_REQUEST", field: "language", rule: "custom" },
    });
  });

  it("publish, vote on and list community questions", async () => {
    const admin = createCaller(createAdminContext(database.db));
    const published = await admin.community.create({
      book: "Psalms",
      chapter: 23,
      question: "Berger ?",
      answer: "Oui.",
    });
    expect(published).toMatchObject({ book: "Psalms", bookId: "Ps", category: "other", votes: 0, commentCount: 0 });
    const guest = createCaller(await createContext({ db: database.db }));
    expect((await guest.community.list({ book: "Ps" })).map((q) => q.id)).toEqual([published.id]);
  });
});
