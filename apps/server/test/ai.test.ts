import { createAdminContext, createCaller } from "@bible/api";
import { type FakeOpenAi, type FakeReply, startFakeOpenAi } from "@bible/api/testing";
import { aiCache, bibleVersions, communityQuestions, type DbHandle, eq, qaEntries, verses } from "@bible/db";
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

const lumiere = {
  word: "lumière",
  definition: "Light: what makes things visible.",
  context: "Dieu dit: Que la [lumière] soit!",
  grammaticalType: "feminine noun",
  infinitive: null,
  pronunciation: "/ly.mjɛʁ/",
  translation: "light",
  conjugations: null,
  hebrew: "אוֹר",
  hebrewPhonetic: "or",
  hebrewExplanation: "The Hebrew word for light, used in Genesis 1:3.",
  aramaic: "נְהוֹרָא",
  aramaicPhonetic: "nehora",
  aramaicExplanation: "Aramaic word for light (Daniel 2:22).",
};

const onTopic = (answer: string, category = "theology"): FakeReply => ({ json: { onTopic: true, category, answer } });

async function post(url: string, payload: object, options: { ip?: string; cookie?: string } = {}) {
  return app.inject({
    method: "POST",
    url,
    payload,
    headers: {
      "x-forwarded-for": options.ip ?? nextIp(),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  });
}

async function signUp(email: string): Promise<{ cookie: string; id: string }> {
  const response = await post("/api/auth/signup", { email, password: "correct horse battery", firstName: "Anne" });
  expect(response.statusCode).toBe(201);
  const session = response.cookies.find((c) => c.name === "session");
  if (!session) throw new Error("no session cookie");
  return { cookie: `session=${session.value}`, id: response.json().id };
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
  it("answers the 14 fields and the lexicon's three, conjugations as a tense -> form map", async () => {
    fake.respond(() => ({
      json: { ...lumiere, word: "brille", conjugations: [{ tense: "présent", form: "il brille" }] },
    }));
    const response = await post("/api/word-definition", {
      word: "brille,",
      context: "La lumière [brille] dans les ténèbres",
      targetLanguage: "french",
      nativeLanguage: "en",
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      [...Object.keys(lumiere), "declension", "pronunciationSystem", "missing"].sort(),
    );
    expect(body.conjugations).toEqual({ présent: "il brille" });
    expect(body).toMatchObject({ declension: null, missing: null });
    expect(fake.requests[0]?.messages[1]?.content).toContain("<<<brille>>>");
    expect(fake.requests[0]?.messages[0]?.content).toContain("native language is English");
  });

  it("gives the context in the primary language for the primary-language variant", async () => {
    fake.respond(() => ({ json: { ...lumiere, context: "Dieu dit : Que la [lumière] soit !" } }));
    const response = await post("/api/word-definition", {
      word: "light",
      context: "And God said, Let there be [light]",
      targetLanguage: "french",
      nativeLanguage: "fr",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().context).toBe("Dieu dit : Que la [lumière] soit !");
    const system = fake.requests[0]?.messages[0]?.content ?? "";
    expect(system).toContain("context: the given sentence written in French (Français)");
    expect(system).toContain("native language is French (Français)");
  });

  it("refuses a blank word (punctuation only) with 400 without calling the model", async () => {
    for (const word of ["", "  ", "«…»"]) {
      const response = await post("/api/word-definition", {
        word,
        context: "x",
        targetLanguage: "fr",
        nativeLanguage: "en",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "BAD_REQUEST", field: "word" });
    }
    const tooLong = await post("/api/word-definition", {
      word: "a".repeat(65),
      context: "x",
      targetLanguage: "fr",
      nativeLanguage: "en",
    });
    expect(tooLong.statusCode).toBe(400);
    const unknownLanguage = await post("/api/word-definition", {
      word: "a",
      context: "x",
      targetLanguage: "klingon",
      nativeLanguage: "en",
    });
    expect(unknownLanguage.statusCode).toBe(400);
    expect(unknownLanguage.json()).toMatchObject({ field: "targetLanguage" });
    expect(fake.requests).toHaveLength(0);
  });

  it("serves a repeated request from the cache without calling the model again", async () => {
    const payload = { word: "terre", context: "les cieux et la [terre]", targetLanguage: "fr", nativeLanguage: "en" };
    const first = await post("/api/word-definition", payload);
    const second = await post("/api/word-definition", { ...payload, word: "Terre.", targetLanguage: "french" });
    expect(second.json()).toEqual(first.json());
    expect(fake.requests).toHaveLength(1);
    const rows = await database.db.select().from(aiCache).where(eq(aiCache.kind, "word"));
    expect(rows.find((r) => r.input.word === "terre")?.hits).toBe(1);
  });

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

describe("POST /api/explanation", () => {
  it("explains the passage from the chapter text in our database", async () => {
    fake.respond(() => ({
      json: {
        explanation: "Dieu crée par sa parole.",
        keyThemes: ["Création", "Lumière"],
        practicalApplication: "Commencer la journée avec Dieu.",
      },
    }));
    const response = await post("/api/explanation", { book: "Genesis", chapter: 1, verses: "1-3", language: "fr" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      explanation: "Dieu crée par sa parole.",
      keyThemes: ["Création", "Lumière"],
      practicalApplication: "Commencer la journée avec Dieu.",
    });
    const prompt = fake.requests[0]?.messages[1]?.content ?? "";
    expect(prompt).toContain("3 Dieu dit: Que la lumière soit! Et la lumière fut.");
    expect(fake.requests[0]?.messages[0]?.content).toContain("Write everything in French");
  });

  it("refuses a chapter or verses that do not exist with 400", async () => {
    const chapter = await post("/api/explanation", { book: "Genesis", chapter: 51, verses: "1", language: "fr" });
    expect(chapter.statusCode).toBe(400);
    expect(chapter.json()).toMatchObject({ field: "chapter" });
    const verse = await post("/api/explanation", { book: "Genesis", chapter: 1, verses: "30-40", language: "fr" });
    expect(verse.statusCode).toBe(400);
    expect(verse.json()).toMatchObject({ field: "verses" });
    expect(fake.requests).toHaveLength(0);
  });
});

describe("POST /api/ask-question", () => {
  it("answers a signed-in reader, keeps the Q&A in their history and publishes it without their identity", async () => {
    const anne = await signUp("anne@example.com");
    fake.respond(() => onTopic("Dieu a créé **la lumière** (v. 3).", "theology"));
    const question = "Qu'est-ce que Dieu crée en premier ?";
    const response = await post(
      "/api/ask-question",
      {
        question,
        book: "Genesis",
        chapter: 1,
        context: "Question sur Genesis 1",
        language: "french",
        userId: anne.id,
      },
      { cookie: anne.cookie },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ answer: "Dieu a créé **la lumière** (v. 3)." });
    expect(fake.requests[0]?.messages[1]?.content).toContain("1 Au commencement, Dieu créa les cieux et la terre.");

    const history = await app.inject({
      method: "GET",
      url: "/api/qa-history/Genesis/1",
      headers: { cookie: anne.cookie },
    });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual([
      expect.objectContaining({ question, answer: "Dieu a créé **la lumière** (v. 3).", isSaved: false }),
    ]);

    const community = await app.inject({ method: "GET", url: "/api/community-questions?book=Genesis" });
    const published = community.json().filter((q: { question: string }) => q.question === question);
    expect(published).toEqual([expect.objectContaining({ category: "theology", chapter: 1 })]);
    expect(JSON.stringify(published)).not.toContain(anne.id);
    expect(JSON.stringify(published)).not.toContain("anne@example.com");
  });

  it("answers a guest, stores no history and publishes a repeated question only once", async () => {
    fake.respond(() => onTopic("Au commencement.", "history"));
    const payload = { question: "Quand la création commence-t-elle ?", book: "Genesis", chapter: 1, userId: null };
    expect((await post("/api/ask-question", payload)).statusCode).toBe(200);
    expect(
      (await post("/api/ask-question", { ...payload, question: "  quand la création commence-t-elle  " })).json(),
    ).toMatchObject({ answer: "Au commencement." });
    expect(fake.requests).toHaveLength(1);
    const stored = await database.db.select().from(qaEntries).where(eq(qaEntries.question, payload.question));
    expect(stored).toHaveLength(0);
    const published = await database.db
      .select()
      .from(communityQuestions)
      .where(eq(communityQuestions.question, payload.question));
    expect(published).toHaveLength(1);
  });

  it("refuses an off-topic question with 422 'Question non pertinente', and caches the verdict", async () => {
    fake.respond(() => ({ json: { onTopic: false, category: "other", answer: "" } }));
    const payload = {
      question: "Quelle est la meilleure recette de crêpes ?",
      book: "Genesis",
      chapter: 1,
      userId: null,
    };
    for (let i = 0; i < 2; i++) {
      const response = await post("/api/ask-question", payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: "Question non pertinente", code: "OFF_TOPIC" });
    }
    expect(fake.requests).toHaveLength(1);
    const published = await database.db
      .select()
      .from(communityQuestions)
      .where(eq(communityQuestions.question, payload.question));
    expect(published).toHaveLength(0);
  });

  it("refuses a blank or too long question with 400, and someone else's userId with 403", async () => {
    const blank = await post("/api/ask-question", { question: "   ", book: "Genesis", chapter: 1, userId: null });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ field: "question" });
    const long = await post("/api/ask-question", { question: "a".repeat(1001), book: "Genesis", chapter: 1 });
    expect(long.statusCode).toBe(400);
    const bruno = await signUp("bruno@example.com");
    const notMine = await post(
      "/api/ask-question",
      { question: "Qui ?", book: "Genesis", chapter: 1, userId: "someone-else" },
      { cookie: bruno.cookie },
    );
    expect(notMine.statusCode).toBe(403);
    const guestClaimingSomeone = await post("/api/ask-question", {
      question: "Qui ?",
      book: "Genesis",
      chapter: 1,
      userId: bruno.id,
    });
    expect(guestClaimingSomeone.statusCode).toBe(403);
    expect(fake.requests).toHaveLength(0);
  });
});

describe("when the model misbehaves", () => {
  const ask = (question: string) => post("/api/ask-question", { question, book: "Genesis", chapter: 1, userId: null });

  it("asks once more after invalid JSON, then answers 502 AI_INVALID_RESPONSE", async () => {
    fake.respond(() => ({ content: "Bien sûr ! Voici la réponse : Dieu." }));
    const response = await ask("Qui parle au verset 3 ?");
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: "AI_INVALID_RESPONSE" });
    expect(response.json().message).toMatch(/^Le service d'IA/);
    expect(fake.requests).toHaveLength(2);
  });

  it("answers 504 AI_TIMEOUT when the model is too slow", async () => {
    fake.respond(() => ({ delayMs: 3_000, reply: onTopic("trop tard") }));
    const response = await ask("Que signifie « informe et vide » ?");
    expect(response.statusCode).toBe(504);
    expect(response.json()).toMatchObject({ code: "AI_TIMEOUT" });
  });

  it("answers 503 with a French message when the model's server rate limits us, 502 on its errors", async () => {
    fake.respond(() => ({ status: 429, headers: { "retry-after": "20" } }));
    const busy = await ask("Pourquoi sept jours ?");
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toEqual({
      message: "Le service d'IA ne répond pas pour le moment. Veuillez réessayer plus tard.",
      code: "AI_UPSTREAM_BUSY",
      retryAfter: 20,
    });
    expect(busy.headers["retry-after"]).toBe("20");

    fake.respond(() => ({ status: 500 }));
    const broken = await ask("Pourquoi sept jours ?");
    expect(broken.statusCode).toBe(502);
    expect(broken.json()).toMatchObject({ code: "AI_UPSTREAM_ERROR" });
    expect(fake.requests).toHaveLength(2);
  });
});

describe("rate limits", () => {
  it("allows 20 model calls a minute per address, then answers 429 RATE_LIMITED; cached answers still flow", async () => {
    const ip = nextIp();
    const define = (word: string) =>
      post("/api/word-definition", { word, context: `[${word}]`, targetLanguage: "fr", nativeLanguage: "en" }, { ip });
    for (let i = 0; i < 20; i++) expect((await define(`mot${i}`)).statusCode).toBe(200);
    const limited = await define("mot20");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: "RATE_LIMITED",
      message: "Trop de requêtes, veuillez réessayer dans un instant.",
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await define("mot3")).statusCode).toBe(200);
    expect(fake.requests).toHaveLength(20);
  });

  it("allows 60 model calls an hour per signed-in reader, whatever their address", async () => {
    const reader = await signUp("claire@example.com");
    const define = (i: number) =>
      post(
        "/api/word-definition",
        { word: `mot${i}`, context: `[mot${i}] du lecteur`, targetLanguage: "fr", nativeLanguage: "de" },
        { cookie: reader.cookie },
      );
    for (let i = 0; i < 60; i++) expect((await define(i)).statusCode).toBe(200);
    const limited = await define(60);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: "RATE_LIMITED" });
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
      data: { appCode: "OFF_TOPIC", httpStatus: 422 },
    });
  });
});

describe("admin statistics", () => {
  it("count cached answers and the tokens they cost", async () => {
    fake.respond(() => ({ json: { context: "Que la [lumière] soit" }, usage: { prompt: 1000, completion: 250 } }));
    const caller = createCaller(createAdminContext(database.db));
    const before = await caller.admin.stats();
    const translated = await post("/api/context-translation", { context: "Let there be [light]", language: "fr" });
    expect(translated.json()).toEqual({ context: "Que la [lumière] soit" });
    const after = await caller.admin.stats();
    expect(after.aiCachedAnswers).toBe(before.aiCachedAnswers + 1);
    expect(after.aiPromptTokens).toBe(before.aiPromptTokens + 1000);
    expect(after.aiCompletionTokens).toBe(before.aiCompletionTokens + 250);
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

  it("answers offline (no model, or AI_PROVIDER=offline even with one): words and explanations 200, questions 503", async () => {
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
        expect(question.statusCode).toBe(503);
        expect(question.json()).toMatchObject({ code: "AI_NOT_CONFIGURED" });
      } finally {
        await bare.close();
      }
    }
    expect(fake.requests).toHaveLength(0);
  });
});
