// The AI routes over HTTP: what only the REST and tRPC doors add (body limit, Retry-After headers, the error
// shape of each door) and how the configuration picks a provider. What the calls answer is tested on the
// procedures themselves, in packages/api/src/ai/procedures.test.ts.

import { type FakeOpenAi, startFakeOpenAi } from "@bible/api/testing";
import { bibleVersions, type DbHandle, verses } from "@bible/db";
import { createTestDb } from "@bible/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { loadEnv } from "../src/env";

let database: DbHandle;
let fake: FakeOpenAi;
let app: FastifyInstance;
let address = 0;

/** Each test comes from its own address, so the per-address limits of one test do not leak into another. */
function nextIp(): string {
  address += 1;
  return `198.51.100.${address}`;
}

const genesisVerses = [
  "Au commencement, Dieu créa les cieux et la terre.",
  "La terre était informe et vide: il y avait des ténèbres à la surface de l'abîme.",
  "Dieu dit: Que la lumière soit! Et la lumière fut.",
];

async function post(url: string, payload: object, options: { ip?: string } = {}) {
  return app.inject({
    method: "POST",
    url,
    payload,
    headers: {
      "x-forwarded-for": options.ip ?? nextIp(),
    },
  });
}

beforeAll(async () => {
  [database, fake] = await Promise.all([createTestDb(), startFakeOpenAi()]);
  await database.db
    .insert(bibleVersions)
    .values({ code: "LSG", language: "french", name: "Louis Segond 1910", installedAt: new Date() });
  await database.db
    .insert(verses)
    .values(genesisVerses.map((text, i) => ({ versionCode: "LSG", book: 1, chapter: 1, verse: i + 1, text })));
  const env = loadEnv({
    NODE_ENV: "test",
    OPENAI_BASE_URL: fake.url,
    OPENAI_MODEL: "fake-model",
    OPENAI_API_KEY: "sk-test",
    AI_TIMEOUT_MS: "1000",
  });
  app = await buildApp({ env, database });
});

afterAll(async () => {
  await app.close();
  await Promise.all([database.close(), fake.close()]);
});

beforeEach(() => {
  fake.requests.length = 0;
  fake.respond(undefined);
});

describe("POST /api/word-definition", () => {
  it("refuses a body over the AI routes' limit with 413", async () => {
    const response = await post("/api/word-definition", {
      word: "a",
      context: "x".repeat(20_000),
      targetLanguage: "fr",
      nativeLanguage: "en",
    });
    expect(response.statusCode).toBe(413);
    expect(fake.requests).toHaveLength(0);
  });
});

describe("Retry-After", () => {
  it("tells the client when to come back: the model server's delay (503) and our own limit (429)", async () => {
    fake.respond(() => ({ status: 429, headers: { "retry-after": "20" } }));
    const busy = await post("/api/ask-question", { question: "Pourquoi sept jours ?", book: "Genesis", chapter: 1 });
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toMatchObject({ code: "AI_UPSTREAM_BUSY", retryAfter: 20 });
    expect(busy.headers["retry-after"]).toBe("20");

    fake.respond(undefined);
    const ip = nextIp();
    const define = (word: string) =>
      post("/api/word-definition", { word, context: `[${word}]`, targetLanguage: "fr", nativeLanguage: "en" }, { ip });
    for (let i = 0; i < 20; i++) expect((await define(`mot${i}`)).statusCode).toBe(200);
    const limited = await define("mot20");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("the tRPC door", () => {
  it("reports the same error codes", async () => {
    fake.respond(() => ({ json: { onTopic: false, category: "other", answer: "" } }));
    const response = await app.inject({
      method: "POST",
      url: "/trpc/ai.askQuestion",
      payload: { question: "Combien coûte un vélo ?", book: "Genesis", chapter: 1, userId: null },
      headers: { "x-forwarded-for": nextIp() },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      message: "Question non pertinente",
      data: { httpStatus: 422, error: { code: "OFF_TOPIC", message: "Question non pertinente" } },
    });
  });
});

describe("without a configured model", () => {
  it("answers 503 AI_NOT_CONFIGURED when a model is required (AI_PROVIDER=openai) but not set", async () => {
    const bare = await buildApp({ env: loadEnv({ NODE_ENV: "test", AI_PROVIDER: "openai" }), database });
    try {
      const calls = [
        ["/api/word-definition", { word: "terre", context: "[terre]", targetLanguage: "fr", nativeLanguage: "en" }],
        ["/api/explanation", { book: "Genesis", chapter: 1, verses: "1-3", language: "fr" }],
        ["/api/ask-question", { question: "Qui ?", book: "Genesis", chapter: 1, userId: null }],
      ] as const;
      for (const [url, payload] of calls) {
        const response = await bare.inject({ method: "POST", url, payload });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({
          message: "L'assistant IA n'est pas configuré sur ce serveur.",
          code: "AI_NOT_CONFIGURED",
        });
      }
      const health = await bare.inject({ method: "GET", url: "/healthz" });
      expect(health.statusCode).toBe(200);
      const community = await bare.inject({ method: "GET", url: "/api/community-questions" });
      expect(community.statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });

  it("answers offline (no model, or AI_PROVIDER=offline even with one): words and explanations 200, questions from the texts", async () => {
    for (const env of [
      loadEnv({ NODE_ENV: "test" }),
      loadEnv({ NODE_ENV: "test", AI_PROVIDER: "offline", OPENAI_MODEL: "fake-model", OPENAI_BASE_URL: fake.url }),
    ]) {
      const bare = await buildApp({ env, database });
      try {
        const word = await bare.inject({
          method: "POST",
          url: "/api/word-definition",
          payload: { word: "terre", context: "[terre]", targetLanguage: "fr", nativeLanguage: "fr" },
        });
        expect(word.statusCode).toBe(200);
        expect(word.json()).toMatchObject({ word: "terre", hebrew: null, aramaic: null });
        const explanation = await bare.inject({
          method: "POST",
          url: "/api/explanation",
          payload: { book: "Genesis", chapter: 1, verses: "1-3", language: "fr" },
        });
        expect(explanation.statusCode).toBe(200);
        const question = await bare.inject({
          method: "POST",
          url: "/api/ask-question",
          payload: { question: "Qui ?", book: "Genesis", chapter: 1, userId: null },
        });
        // 'Qui' is a stop word: no word of the question is in the Bible, so it is off topic (no model decides).
        expect(question.statusCode).toBe(422);
        expect(question.json()).toMatchObject({ code: "OFF_TOPIC" });
      } finally {
        await bare.close();
      }
    }
    expect(fake.requests).toHaveLength(0);
  });
});
