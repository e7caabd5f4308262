import { bibleVersions, type DbHandle, users, verses } from "@bible/db";
import { createTestDb } from "@bible/db/testing";
import { getTRPCErrorFromUnknown } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "../ai/logger";
import { createOpenAiProvider } from "../ai/openai-provider";
import { type Context, createAdminContext, createContext } from "../context";
import { createCaller } from "../index";
import { memoryStore } from "../rate-limit";
import { type FakeOpenAi, startFakeOpenAi } from "../testing/fake-openai";
import { describeError } from "./describe";
import { type ApiErrorBody, apiErrorSchema } from "./shapes";

let database: DbHandle;
let fake: FakeOpenAi;

const READER = { id: "reader", email: "reader@example.org", firstName: null, role: "user" } as const;

beforeAll(async () => {
  [database, fake] = await Promise.all([createTestDb(), startFakeOpenAi()]);
  await database.db.insert(users).values([
    { id: READER.id, email: READER.email, passwordHash: "x" },
    { id: "other", email: "other@example.org", passwordHash: "x" },
  ]);
  await database.db.insert(bibleVersions).values([
    { code: "LSG", language: "french", name: "Louis Segond 1910", installedAt: new Date() },
    { code: "KJV", language: "english", name: "King James Version", installedAt: new Date() },
    { code: "NIV", language: "english", name: "New International Version", distributable: false },
  ]);
  await database.db
    .insert(verses)
    .values({ versionCode: "KJV", book: 1, chapter: 1, verse: 1, text: "In the beginning God created the heaven." });
});
afterAll(async () => {
  await Promise.all([database.close(), fake.close()]);
});

async function guest(options: Partial<Context> = {}) {
  return createCaller({ ...(await createContext({ db: database.db })), ...options });
}

async function reader(options: Partial<Context> = {}) {
  return createCaller({ ...(await createContext({ db: database.db })), user: READER, ...options });
}

/**
 * What a client of either door reads from a failed call: the HTTP status and the body, which must be a
 * member of the exported union (parsed, not just typed).
 */
async function failure(call: Promise<unknown>): Promise<{ status: number; body: ApiErrorBody }> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (error === undefined) throw new Error("expected the call to fail");
  const { status, body } = describeError(getTRPCErrorFromUnknown(error));
  return { status, body: apiErrorSchema.parse(body) };
}

describe("the error union, through in-process callers", () => {
  it("names the installed versions when the one asked for is not installed (SPEC §8)", async () => {
    const caller = await guest();
    const { status, body } = await failure(
      caller.bible.chapter({ book: "Genesis", chapter: 1, language: "english", version: "NIV" }),
    );
    expect(status).toBe(404);
    expect(body).toEqual({
      code: "VERSION_NOT_AVAILABLE",
      message: "Cette version n'est pas disponible",
      version: "NIV",
      language: "english",
      details: "La version NIV n'est pas disponible pour cette langue. Veuillez sélectionner une autre version.",
      availableVersions: [{ code: "KJV", name: "King James Version" }],
    });
  });

  it("says when an installed version has no text for the chapter, and when the chapter does not exist", async () => {
    const caller = await guest();
    const missing = await failure(caller.bible.chapter({ book: "Exod", chapter: 3, language: "en", version: "KJV" }));
    expect(missing).toMatchObject({
      status: 404,
      body: { code: "text_not_available", version: "KJV", book: "Exodus", chapter: 3 },
    });
    const outOfRange = await failure(
      caller.bible.chapter({ book: "Genesis", chapter: 51, language: "english", version: "KJV" }),
    );
    expect(outOfRange).toMatchObject({
      status: 404,
      body: { code: "CHAPTER_NOT_FOUND", field: "chapter", chapters: 50 },
    });
  });

  it("names the field and the rule of refused input, from zod and from the services' own checks", async () => {
    const admin = createCaller(createAdminContext(database.db));
    const question = await admin.community.create({ book: "John", chapter: 3, question: "Naître ?", answer: "Oui." });
    const caller = await reader();
    const tooLong = await failure(caller.community.addComment({ id: question.id, content: "a".repeat(1001) }));
    expect(tooLong).toMatchObject({ status: 400, body: { code: "BAD_REQUEST", field: "content", rule: "too_big" } });
    const blank = await failure(caller.community.addComment({ id: question.id, content: "   " }));
    expect(blank.body).toMatchObject({ code: "BAD_REQUEST", field: "content", rule: "too_small" });
    const unknownLanguage = await failure(caller.bible.versions({ language: "klingon" }));
    expect(unknownLanguage.body).toMatchObject({ code: "BAD_REQUEST", field: "language", rule: "custom" });
  });

  it("tells guests, strangers and repeated voters apart", async () => {
    const admin = createCaller(createAdminContext(database.db));
    const question = await admin.community.create({
      book: "Psalms",
      chapter: 23,
      question: "Berger ?",
      answer: "Oui.",
    });
    const anonymous = await guest();
    expect(await failure(anonymous.preferences.get({}))).toMatchObject({ status: 401, body: { code: "UNAUTHORIZED" } });
    const comment = await failure(anonymous.community.addComment({ id: question.id, content: "Merci" }));
    expect(comment.body.code).toBe("UNAUTHORIZED");
    // SPEC §8's clients look for this fragment in the message; the code is what ours read.
    expect(comment.body.message).toContain("authentication required");

    const caller = await reader();
    expect(await failure(caller.community.vote({ id: question.id, userId: "other", voteType: 1 }))).toMatchObject({
      status: 403,
      body: { code: "FORBIDDEN" },
    });
    await caller.community.vote({ id: question.id, voteType: 1 });
    expect(await failure(caller.community.vote({ id: question.id, voteType: 1 }))).toMatchObject({
      status: 409,
      body: { code: "ALREADY_VOTED", message: "Vous avez déjà voté de cette façon pour cette question." },
    });
    expect(await failure(caller.library.removeBookmark({ userId: READER.id, bookmarkId: 999_999 }))).toMatchObject({
      status: 404,
      body: { code: "NOT_FOUND" },
    });
  });

  it("reports the AI's failures by code: not configured, off topic, rate limited", async () => {
    const ask = { question: "Que veut dire ce verset ?", book: "Genesis", chapter: 1, userId: null };
    const withoutAi = await guest({ ai: null });
    expect(await failure(withoutAi.ai.askQuestion(ask))).toMatchObject({
      status: 503,
      body: { code: "AI_NOT_CONFIGURED", message: "L'assistant IA n'est pas configuré sur ce serveur." },
    });

    const ai = createOpenAiProvider({ model: "fake-model", baseUrl: fake.url, log: silentLogger });
    fake.respond(() => ({ json: { onTopic: false, category: "other", answer: "" } }));
    // One call a minute from this address: the off-topic question spends it.
    const limiters = {
      ...(await createContext({ db: database.db })).limiters,
      aiPerIp: memoryStore().limiter("test", 1, 60_000),
    };
    const caller = await guest({ ai, limiters });
    expect(await failure(caller.ai.askQuestion({ ...ask, question: "Qui a gagné le match ?" }))).toMatchObject({
      status: 422,
      body: { code: "OFF_TOPIC", message: "Question non pertinente" },
    });
    const limited = await failure(caller.ai.askQuestion(ask));
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("RATE_LIMITED");
    expect(limited.body).toMatchObject({ retryAfter: expect.any(Number) });
  });
});

describe("the exported schema", () => {
  it("rejects shapes outside the union, so clients fall back instead of trusting them", () => {
    expect(apiErrorSchema.safeParse({ code: "VERSION_NOT_AVAILABLE", message: "x" }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ code: "SOMETHING_NEW", message: "x" }).success).toBe(false);
    expect(apiErrorSchema.safeParse("Failed to fetch").success).toBe(false);
    expect(apiErrorSchema.safeParse({ code: "ALREADY_VOTED", message: "Déjà voté" }).success).toBe(true);
  });
});
