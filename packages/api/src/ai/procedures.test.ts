import { aiCache, bibleVersions, communityQuestions, eq, qaEntries, verses } from "@bible/db";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type FakeOpenAi,
  type FakeReply,
  failure,
  nextAddress,
  startApi,
  startFakeOpenAi,
  type TestApi,
} from "../testing";
import { silentLogger } from "./logger";
import { selectAiProvider } from "./select-provider";

// The AI procedures as the doors call them, against a fake OpenAI-compatible model: validation before any
// model call, the cache, what a question leaves behind, the model's failures and the rate limits.

let api: TestApi;
let fake: FakeOpenAi;

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

/** Each call from its own address, so the per-address limits of one test do not leak into another. */
const guest = (ip = nextAddress()) => api.guest({ ip });

beforeAll(async () => {
  fake = await startFakeOpenAi();
  api = await startApi({
    ai: (db) =>
      selectAiProvider(
        { provider: "auto", model: "fake-model", baseUrl: fake.url, apiKey: "sk-test", timeoutMs: 1000 },
        silentLogger,
        db,
      ),
  });
  await api.db
    .insert(bibleVersions)
    .values({ code: "LSG", language: "french", name: "Louis Segond 1910", installedAt: new Date() });
  await api.db
    .insert(verses)
    .values(genesisVerses.map((text, i) => ({ versionCode: "LSG", book: 1, chapter: 1, verse: i + 1, text })));
});

afterAll(async () => {
  await Promise.all([api.close(), fake.close()]);
});

beforeEach(() => {
  fake.requests.length = 0;
  fake.respond(undefined);
});

describe("word definition", () => {
  it("answers the 14 fields and the lexicon's four, conjugations as a tense -> form map", async () => {
    fake.respond(() => ({
      json: { ...lumiere, word: "brille", conjugations: [{ tense: "présent", form: "il brille" }] },
    }));
    const answer = await (await guest()).ai.wordDefinition({
      word: "brille,",
      context: "La lumière [brille] dans les ténèbres",
      targetLanguage: "french",
      nativeLanguage: "en",
    });
    expect(Object.keys(answer).sort()).toEqual(
      [...Object.keys(lumiere), "declension", "pronunciationSystem", "missing", "strongs", "pending"].sort(),
    );
    expect(answer.conjugations).toEqual({ présent: "il brille" });
    expect(answer).toMatchObject({ declension: null, missing: null, pending: false });
    expect(fake.requests[0]?.messages[1]?.content).toContain("<<<brille>>>");
    expect(fake.requests[0]?.messages[0]?.content).toContain("native language is English");
  });

  it("gives the context in the primary language for the primary-language variant", async () => {
    fake.respond(() => ({ json: { ...lumiere, context: "Dieu dit : Que la [lumière] soit !" } }));
    const answer = await (await guest()).ai.wordDefinition({
      word: "light",
      context: "And God said, Let there be [light]",
      targetLanguage: "french",
      nativeLanguage: "fr",
    });
    expect(answer.context).toBe("Dieu dit : Que la [lumière] soit !");
    const system = fake.requests[0]?.messages[0]?.content ?? "";
    expect(system).toContain("context: the given sentence written in French (Français)");
    expect(system).toContain("native language is French (Français)");
  });

  it("refuses a blank word (punctuation only) with 400 without calling the model", async () => {
    const caller = await guest();
    for (const word of ["", "  ", "«…»"]) {
      const refused = await failure(
        caller.ai.wordDefinition({ word, context: "x", targetLanguage: "fr", nativeLanguage: "en" }),
      );
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: "BAD_REQUEST", field: "word" });
    }
    const tooLong = await failure(
      caller.ai.wordDefinition({ word: "a".repeat(65), context: "x", targetLanguage: "fr", nativeLanguage: "en" }),
    );
    expect(tooLong.status).toBe(400);
    const unknownLanguage = await failure(
      caller.ai.wordDefinition({ word: "a", context: "x", targetLanguage: "klingon", nativeLanguage: "en" }),
    );
    expect(unknownLanguage.status).toBe(400);
    expect(unknownLanguage.body).toMatchObject({ field: "targetLanguage" });
    expect(fake.requests).toHaveLength(0);
  });

  it("serves a repeated request from the cache without calling the model again", async () => {
    const input = { word: "terre", context: "les cieux et la [terre]", targetLanguage: "fr", nativeLanguage: "en" };
    const first = await (await guest()).ai.wordDefinition(input);
    const second = await (await guest()).ai.wordDefinition({ ...input, word: "Terre.", targetLanguage: "french" });
    expect(second).toEqual(first);
    expect(fake.requests).toHaveLength(1);
    const rows = await api.db.select().from(aiCache).where(eq(aiCache.kind, "word"));
    expect(rows.find((r) => r.input.word === "terre")?.hits).toBe(1);
  });
});

describe("passage explanation", () => {
  it("explains the passage from the chapter text in our database", async () => {
    const explained = {
      explanation: "Dieu crée par sa parole.",
      keyThemes: ["Création", "Lumière"],
      practicalApplication: "Commencer la journée avec Dieu.",
    };
    fake.respond(() => ({ json: explained }));
    const answer = await (await guest()).ai.explanation({ book: "Genesis", chapter: 1, verses: "1-3", language: "fr" });
    expect(answer).toEqual(explained);
    expect(fake.requests[0]?.messages[1]?.content).toContain("3 Dieu dit: Que la lumière soit! Et la lumière fut.");
    expect(fake.requests[0]?.messages[0]?.content).toContain("Write everything in French");
  });

  it("refuses a chapter or verses that do not exist with 400", async () => {
    const caller = await guest();
    const chapter = await failure(caller.ai.explanation({ book: "Genesis", chapter: 51, verses: "1", language: "fr" }));
    expect(chapter.status).toBe(400);
    expect(chapter.body).toMatchObject({ field: "chapter" });
    const verse = await failure(
      caller.ai.explanation({ book: "Genesis", chapter: 1, verses: "30-40", language: "fr" }),
    );
    expect(verse.status).toBe(400);
    expect(verse.body).toMatchObject({ field: "verses" });
    expect(fake.requests).toHaveLength(0);
  });
});

describe("chapter questions", () => {
  it("answers a signed-in reader, keeps the Q&A in their history and publishes it at once without their identity", async () => {
    const anne = await api.signUp("Anne");
    fake.respond(() => onTopic("Dieu a créé **la lumière** (v. 3).", "theology"));
    const question = "Qu'est-ce que Dieu crée en premier ?";
    const answer = await anne.caller.ai.askQuestion({
      question,
      book: "Genesis",
      chapter: 1,
      context: "Question sur Genesis 1",
      language: "french",
      userId: anne.id,
    });
    expect(answer).toMatchObject({ answer: "Dieu a créé **la lumière** (v. 3)." });
    expect(fake.requests[0]?.messages[1]?.content).toContain("1 Au commencement, Dieu créa les cieux et la terre.");

    expect(await anne.caller.library.qaHistory({ book: "Genesis", chapter: 1 })).toEqual([
      expect.objectContaining({ question, answer: "Dieu a créé **la lumière** (v. 3).", isSaved: false }),
    ]);
    // A signed-in reader's question is listed on /communaute at once, nothing waits for a moderator.
    const published = (await (await guest()).community.list({ book: "Genesis" })).filter(
      (q) => q.question === question,
    );
    expect(published).toEqual([expect.objectContaining({ category: "theology", chapter: 1, book: "Genesis" })]);
    expect((await api.admin.community.pendingQuestions()).filter((q) => q.question === question)).toEqual([]);
    expect(JSON.stringify(published)).not.toContain(anne.id);
    expect(JSON.stringify(published)).not.toContain(anne.email);
    // Anne follows it in her library; nobody else sees it there.
    const mine = await anne.caller.community.mine();
    expect(mine.questions).toEqual([
      expect.objectContaining({ id: published[0]?.id, question, status: "approved", bookId: "Gen", chapter: 1 }),
    ]);
    expect((await (await api.signUp()).caller.community.mine()).questions).toEqual([]);
  });

  it("queues a guest's question for a moderator: nobody reads it until approved, a rejected one never", async () => {
    fake.respond(() => onTopic("Le septième jour.", "theology"));
    const question = "Quand Dieu se repose-t-il ?";
    await (await guest()).ai.askQuestion({ question, book: "Genesis", chapter: 2, userId: null });
    const listed = async () =>
      (await (await guest()).community.list({ book: "Genesis" })).filter((q) => q.question === question);
    expect(await listed()).toEqual([]);
    const pending = (await api.admin.community.pendingQuestions()).filter((q) => q.question === question);
    expect(pending).toEqual([expect.objectContaining({ category: "theology", chapter: 2, book: "Genesis" })]);
    const id = pending[0]?.id ?? 0;
    expect((await failure((await guest()).community.get({ id }))).status).toBe(404);
    const reader = await api.signUp();
    expect((await failure(reader.caller.community.get({ id }))).status).toBe(404);
    expect((await reader.caller.community.mine()).questions).toEqual([]);
    expect(await api.admin.community.moderateQuestion({ id, decision: "approve" })).toEqual({ id, status: "approved" });
    expect(await listed()).toEqual([expect.objectContaining({ id, category: "theology" })]);
  });

  it("publishes at most 5 questions an hour from one address (the answers still come), and never a rejected one", async () => {
    fake.respond((request) => onTopic(`Réponse ${request.messages.length}`, "other"));
    const ip = nextAddress();
    const asked: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const question = `Question de l'adresse ${ip} numéro ${i} ?`;
      asked.push(question);
      expect(await (await guest(ip)).ai.askQuestion({ question, book: "Genesis", chapter: 1 })).toMatchObject({
        category: "other",
      });
    }
    const pending = (await api.admin.community.pendingQuestions()).filter((q) => asked.includes(q.question));
    expect(pending).toHaveLength(5);
    const [first] = pending;
    await api.admin.community.moderateQuestion({ id: first?.id ?? 0, decision: "reject" });
    const listed = await (await guest()).community.list({ book: "Genesis", limit: 100 });
    expect(listed.filter((q) => asked.includes(q.question))).toEqual([]);
  });

  it("answers a guest, stores no history and publishes a repeated question only once", async () => {
    fake.respond(() => onTopic("Au commencement.", "history"));
    const input = { question: "Quand la création commence-t-elle ?", book: "Genesis", chapter: 1, userId: null };
    await (await guest()).ai.askQuestion(input);
    expect(
      await (await guest()).ai.askQuestion({ ...input, question: "  quand la création commence-t-elle  " }),
    ).toMatchObject({ answer: "Au commencement." });
    expect(fake.requests).toHaveLength(1);
    expect(await api.db.select().from(qaEntries).where(eq(qaEntries.question, input.question))).toHaveLength(0);
    const published = await api.db
      .select()
      .from(communityQuestions)
      .where(eq(communityQuestions.question, input.question));
    expect(published).toHaveLength(1);
  });

  it("refuses an off-topic question with 422 'Question non pertinente', and caches the verdict", async () => {
    fake.respond(() => ({ json: { onTopic: false, category: "other", answer: "" } }));
    const input = {
      question: "Quelle est la meilleure recette de crêpes ?",
      book: "Genesis",
      chapter: 1,
      userId: null,
    };
    for (let i = 0; i < 2; i++) {
      const refused = await failure((await guest()).ai.askQuestion(input));
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({ message: "Question non pertinente", code: "OFF_TOPIC" });
    }
    expect(fake.requests).toHaveLength(1);
    const published = await api.db
      .select()
      .from(communityQuestions)
      .where(eq(communityQuestions.question, input.question));
    expect(published).toHaveLength(0);
  });

  it("refuses a blank or too long question with 400, and someone else's userId with 403", async () => {
    const caller = await guest();
    const blank = await failure(caller.ai.askQuestion({ question: "   ", book: "Genesis", chapter: 1, userId: null }));
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ field: "question" });
    const long = await failure(caller.ai.askQuestion({ question: "a".repeat(1001), book: "Genesis", chapter: 1 }));
    expect(long.status).toBe(400);
    const bruno = await api.signUp("Bruno");
    const notMine = await failure(
      bruno.caller.ai.askQuestion({ question: "Qui ?", book: "Genesis", chapter: 1, userId: "someone-else" }),
    );
    expect(notMine.status).toBe(403);
    const guestClaimingSomeone = await failure(
      caller.ai.askQuestion({ question: "Qui ?", book: "Genesis", chapter: 1, userId: bruno.id }),
    );
    expect(guestClaimingSomeone.status).toBe(403);
    expect(fake.requests).toHaveLength(0);
  });
});

describe("when the model misbehaves", () => {
  const ask = async (question: string) =>
    failure((await guest()).ai.askQuestion({ question, book: "Genesis", chapter: 1, userId: null }));

  it("asks once more after invalid JSON, then answers 502 AI_INVALID_RESPONSE", async () => {
    fake.respond(() => ({ content: "Bien sûr ! Voici la réponse : Dieu." }));
    const refused = await ask("Qui parle au verset 3 ?");
    expect(refused.status).toBe(502);
    expect(refused.body).toMatchObject({ code: "AI_INVALID_RESPONSE" });
    expect(refused.body.message).toMatch(/^Le service d'IA/);
    expect(fake.requests).toHaveLength(2);
  });

  it("answers 504 AI_TIMEOUT when the model is too slow", async () => {
    fake.respond(() => ({ delayMs: 3_000, reply: onTopic("trop tard") }));
    const refused = await ask("Que signifie « informe et vide » ?");
    expect(refused.status).toBe(504);
    expect(refused.body).toMatchObject({ code: "AI_TIMEOUT" });
  });

  it("answers 503 with a French message when the model's server rate limits us, 502 on its errors", async () => {
    fake.respond(() => ({ status: 429, headers: { "retry-after": "20" } }));
    const busy = await ask("Pourquoi sept jours ?");
    expect(busy.status).toBe(503);
    expect(busy.body).toEqual({
      message: "Le service d'IA ne répond pas pour le moment. Veuillez réessayer plus tard.",
      code: "AI_UPSTREAM_BUSY",
      retryAfter: 20,
    });
    fake.respond(() => ({ status: 500 }));
    const broken = await ask("Pourquoi sept jours ?");
    expect(broken.status).toBe(502);
    expect(broken.body).toMatchObject({ code: "AI_UPSTREAM_ERROR" });
    expect(fake.requests).toHaveLength(2);
  });
});

describe("rate limits", () => {
  it("allow 20 model calls a minute per address, then 429 RATE_LIMITED; cached answers still flow", async () => {
    const ip = nextAddress();
    const define = async (word: string) =>
      (await guest(ip)).ai.wordDefinition({ word, context: `[${word}]`, targetLanguage: "fr", nativeLanguage: "en" });
    for (let i = 0; i < 20; i++) await define(`mot${i}`);
    const limited = await failure(define("mot20"));
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      code: "RATE_LIMITED",
      message: "Trop de requêtes, veuillez réessayer dans un instant.",
    });
    expect(Number(limited.body.retryAfter)).toBeGreaterThan(0);
    expect((await define("mot3")).word).toBeTruthy();
    expect(fake.requests).toHaveLength(20);
  });

  it("allow 60 model calls an hour per signed-in reader, whatever their address", async () => {
    const reader = await api.signUp("Claire");
    const define = async (i: number) =>
      (await api.withSession(reader.token, { ip: nextAddress() })).ai.wordDefinition({
        word: `mot${i}`,
        context: `[mot${i}] du lecteur`,
        targetLanguage: "fr",
        nativeLanguage: "de",
      });
    for (let i = 0; i < 60; i++) await define(i);
    const limited = await failure(define(60));
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: "RATE_LIMITED" });
  });
});

describe("admin statistics", () => {
  it("count cached answers and the tokens they cost", async () => {
    fake.respond(() => ({ json: { context: "Que la [lumière] soit" }, usage: { prompt: 1000, completion: 250 } }));
    const before = await api.admin.admin.stats();
    const translated = await (await guest()).ai.contextInLanguage({ context: "Let there be [light]", language: "fr" });
    expect(translated).toEqual({ context: "Que la [lumière] soit" });
    const after = await api.admin.admin.stats();
    expect(after.aiCachedAnswers).toBe(before.aiCachedAnswers + 1);
    expect(after.aiPromptTokens).toBe(before.aiPromptTokens + 1000);
    expect(after.aiCompletionTokens).toBe(before.aiCompletionTokens + 250);
  });
});
