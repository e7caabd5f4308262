import { aiCache, bibleVersions, type DbHandle, eq, verses } from "@bible/db";
import { createTestDb } from "@bible/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import { memoryStore } from "../rate-limit";
import { type FakeOpenAi, startFakeOpenAi } from "../testing/fake-openai";
import { aiCacheStats } from "./cache";
import { silentLogger } from "./logger";
import { createOpenAiProvider } from "./openai-provider";
import { type AiCall, contextInLanguage, defineWord, explainPassage } from "./service";

let database: DbHandle;
let fake: FakeOpenAi;
let context: AiCall;

beforeAll(async () => {
  [database, fake] = await Promise.all([createTestDb(), startFakeOpenAi()]);
  await database.db.insert(bibleVersions).values([
    { code: "LSG", language: "french", name: "Louis Segond 1910", installedAt: new Date() },
    { code: "KJV", language: "english", name: "King James Version", installedAt: new Date() },
    { code: "NIV", language: "english", name: "New International Version", distributable: false },
  ]);
  await database.db.insert(verses).values([
    { versionCode: "LSG", book: 1, chapter: 1, verse: 1, text: "Au commencement, Dieu créa les cieux et la terre." },
    { versionCode: "LSG", book: 1, chapter: 1, verse: 2, text: "La terre était informe et vide." },
    { versionCode: "LSG", book: 1, chapter: 1, verse: 3, text: "Dieu dit: Que la lumière soit!" },
    {
      versionCode: "KJV",
      book: 1,
      chapter: 1,
      verse: 1,
      text: "In the beginning God created the heaven and the earth.",
    },
    { versionCode: "KJV", book: 43, chapter: 1, verse: 1, text: "In the beginning was the Word." },
  ]);
});
afterAll(async () => {
  await Promise.all([database.close(), fake.close()]);
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.respond(undefined);
  context = {
    db: database.db,
    provider: createOpenAiProvider({ model: "fake-model", baseUrl: fake.url, log: silentLogger }),
    limiters: {
      aiPerIp: memoryStore().limiter("ai-ip", 20, 60_000),
      aiPerUser: memoryStore().limiter("ai-user", 60, 3_600_000),
    },
    requester: { ip: "203.0.113.9", userId: null },
  };
});

describe("AI service", () => {
  it("serves a repeated word from the cache, whatever the punctuation, case and spacing", async () => {
    const first = await defineWord(context, {
      word: "Lumière!",
      context: "Dieu dit: Que la [lumière] soit!",
      targetLanguage: "french",
      nativeLanguage: "en",
    });
    const again = await defineWord(context, {
      word: "« lumière »",
      context: "Dieu dit:  Que la [lumière] soit! ",
      targetLanguage: "fr",
      nativeLanguage: "english",
    });
    expect(again).toEqual(first);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.messages[1]?.content).toContain("<<<Lumière>>>");
    const [row] = await database.db.select().from(aiCache).where(eq(aiCache.kind, "word"));
    expect(row).toMatchObject({ provider: "openai", model: "fake-model", hits: 1 });
    expect(row?.input).toMatchObject({ word: "lumière", targetLanguage: "french", nativeLanguage: "english" });
  });

  it("keeps the case of German words apart: a noun is not the verb", async () => {
    const ask = (word: string) =>
      defineWord(context, { word, context: "[Leben]", targetLanguage: "de", nativeLanguage: "fr" });
    await ask("Leben");
    await ask("leben");
    expect(fake.requests).toHaveLength(2);
  });

  it("explains the asked verses from the installed version of the language", async () => {
    await explainPassage(context, { book: "Genesis", chapter: 1, verses: "1-2", language: "fr" });
    const prompt = fake.requests[0]?.messages[1]?.content ?? "";
    expect(prompt).toContain("Genèse 1:1-2");
    expect(prompt).toContain("version LSG");
    expect(prompt).toContain("1 Au commencement");
    expect(prompt).toContain("2 La terre était informe");
    expect(prompt).not.toContain("lumière");
  });

  it("falls back to French, then English, when the language has no installed text", async () => {
    await explainPassage(context, { book: "GEN", chapter: 1, language: "spanish" });
    expect(fake.requests[0]?.messages[1]?.content).toContain("version LSG");
    expect(fake.requests[0]?.messages[0]?.content).toContain("Spanish (Español)");
    await explainPassage(context, { book: "John", chapter: 1, language: "spanish" });
    expect(fake.requests[1]?.messages[1]?.content).toContain("version KJV");
    await explainPassage(context, { book: "Jude", chapter: 1, language: "spanish" });
    expect(fake.requests[2]?.messages[1]?.content).toContain("is not available here");
  });

  it("translates a context once and counts tokens in the statistics", async () => {
    fake.respond(() => ({
      json: { context: "Dieu dit : Que la [lumière] soit !" },
      usage: { prompt: 40, completion: 12 },
    }));
    const before = await aiCacheStats(database.db);
    const input = { context: "And God said, Let there be [light]", language: "fr" };
    expect(await contextInLanguage(context, input)).toEqual({ context: "Dieu dit : Que la [lumière] soit !" });
    await contextInLanguage(context, input);
    const after = await aiCacheStats(database.db);
    expect(fake.requests).toHaveLength(1);
    expect(after.entries - before.entries).toBe(1);
    expect(after.byKind.context).toEqual({ entries: 1, hits: 1, promptTokens: 40, completionTokens: 12 });
    expect(after.promptTokens - before.promptTokens).toBe(40);
  });

  it("does not count cached answers against the rate limits", async () => {
    context.limiters = {
      aiPerIp: memoryStore().limiter("test", 1, 60_000),
      aiPerUser: memoryStore().limiter("test", 1, 60_000),
    };
    const input = { word: "terre", context: "la [terre]", targetLanguage: "fr", nativeLanguage: "en" };
    await defineWord(context, input);
    await defineWord(context, input);
    const limited = await defineWord(context, { ...input, word: "cieux" }).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(ApiError);
    expect(limited).toMatchObject({ body: { code: "RATE_LIMITED" }, status: 429 });
    expect(fake.requests).toHaveLength(1);
  });

  it("answers AI_NOT_CONFIGURED without a provider", async () => {
    context.provider = null;
    const error = await explainPassage(context, { book: "Genesis", chapter: 1, language: "fr" }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ body: { code: "AI_NOT_CONFIGURED" }, status: 503 });
  });
});
