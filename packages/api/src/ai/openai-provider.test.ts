import { findBook } from "@bible/canon";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import { type FakeOpenAi, startFakeOpenAi } from "../testing/fake-openai";
import type { AiLogger } from "./logger";
import { createOpenAiProvider } from "./openai-provider";
import type { AiProvider } from "./provider";

/** The value, which the test's setup guarantees; throws (failing the test) if it is missing. */
function defined<T>(value: T | null | undefined): T {
  if (value === undefined || value === null) throw new Error("expected a value");
  return value;
}

const genesis = defined(findBook("Genesis"));

const lumiere = {
  word: "lumière",
  definition: "Ce qui rend les choses visibles.",
  context: "Dieu dit: Que la [lumière] soit!",
  grammaticalType: "nom féminin",
  infinitive: null,
  pronunciation: "/ly.mjɛʁ/",
  translation: "light",
  conjugations: null,
  hebrew: "אוֹר",
  hebrewPhonetic: "or",
  hebrewExplanation: "Le mot hébreu pour la lumière.",
  aramaic: "נְהוֹרָא",
  aramaicPhonetic: "nehora",
  aramaicExplanation: null,
};

let fake: FakeOpenAi;
let logged: { level: string; object: object; message: string }[];
const log: AiLogger = {
  info: (object, message) => logged.push({ level: "info", object, message }),
  warn: (object, message) => logged.push({ level: "warn", object, message }),
  error: (object, message) => logged.push({ level: "error", object, message }),
};

function provider(timeoutMs?: number): AiProvider {
  return createOpenAiProvider({ model: "fake-model", baseUrl: fake.url, log, ...(timeoutMs ? { timeoutMs } : {}) });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const wordRequest = {
  word: "lumière",
  context: "Dieu dit: Que la [lumière] soit!",
  targetLanguage: "french",
  nativeLanguage: "english",
} as const;

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.respond(undefined);
  logged = [];
});

describe("openai provider against an OpenAI-compatible server", () => {
  it("defines a word with a strict JSON schema and turns conjugations into a map", async () => {
    fake.respond(() => ({
      json: { ...lumiere, conjugations: [{ tense: "présent", form: "il brille" }] },
      usage: { prompt: 120, completion: 80 },
    }));
    const { value, usage } = await provider().defineWord(wordRequest);

    expect(value.definition).toBe(lumiere.definition);
    expect(value.hebrew).toBe("אוֹר");
    expect(value.conjugations).toEqual({ présent: "il brille" });
    expect(usage).toEqual({ promptTokens: 120, completionTokens: 80 });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.model).toBe("fake-model");
    expect(request?.schemaName).toBe("word_definition");
    expect(request?.schema.required).toHaveLength(14);
    expect(request?.messages[0]?.content).toContain("native language is English");
    expect(request?.messages[1]?.content).toContain("<<<lumière>>>");
    expect(logged).toContainEqual({
      level: "info",
      message: "ai call",
      object: { ai: expect.objectContaining({ kind: "word", promptTokens: 120, completionTokens: 80 }) },
    });
  });

  it("gives the chapter text to the model and forbids quoting anything else", async () => {
    fake.respond(() => ({ json: { onTopic: true, category: "theology", answer: "**Dieu** crée." } }));
    const { value } = await provider().answerQuestion({
      question: "Qui crée ?",
      book: genesis,
      chapter: 1,
      language: "french",
      passage: { versionCode: "LSG", language: "french", verses: [{ verse: 1, text: "Au commencement, Dieu créa." }] },
    });
    expect(value).toEqual({ onTopic: true, category: "theology", answer: "**Dieu** crée." });
    const [system, user] = fake.requests[0]?.messages ?? [];
    expect(system?.content).toContain("Write the answer in French (Français)");
    expect(system?.content).toContain("Never invent verses");
    expect(user?.content).toContain("Genèse 1");
    expect(user?.content).toContain("1 Au commencement, Dieu créa.");
  });

  it("asks once more when the answer is not JSON, then succeeds", async () => {
    let calls = 0;
    fake.respond(() => (++calls === 1 ? { content: "Sure! Here is the definition: light" } : { json: lumiere }));
    const { value } = await provider().defineWord(wordRequest);
    expect(value.word).toBe("lumière");
    expect(fake.requests).toHaveLength(2);
  });

  it("counts the tokens of a rejected answer in the call's usage", async () => {
    let calls = 0;
    fake.respond(() =>
      ++calls === 1
        ? { json: { ...lumiere, definition: " " }, usage: { prompt: 100, completion: 40 } }
        : { json: lumiere, usage: { prompt: 100, completion: 60 } },
    );
    const { usage } = await provider().defineWord(wordRequest);
    expect(usage).toEqual({ promptTokens: 200, completionTokens: 100 });
  });

  it("answers AI_INVALID_RESPONSE (502) after two invalid answers", async () => {
    fake.respond(() => ({ content: "{not json" }));
    const error = await failure(provider().defineWord(wordRequest));
    expect(error.body.code).toBe("AI_INVALID_RESPONSE");
    expect(error.status).toBe(502);
    expect(fake.requests).toHaveLength(2);
  });

  it("rejects JSON that does not match the schema, or a blank answer", async () => {
    fake.respond(() => ({ json: { ...lumiere, definition: undefined } }));
    expect((await failure(provider().defineWord(wordRequest))).body.code).toBe("AI_INVALID_RESPONSE");
    fake.respond(() => ({ json: { onTopic: true, category: "history", answer: "  " } }));
    const blank = provider().answerQuestion({
      question: "Quand ?",
      book: genesis,
      chapter: 1,
      language: "french",
      passage: null,
    });
    expect((await failure(blank)).body.code).toBe("AI_INVALID_RESPONSE");
    expect(fake.requests).toHaveLength(4);
  });

  it("gives up after the timeout with AI_TIMEOUT (504)", async () => {
    // The model would answer after 10 s; the 300 ms timeout answers long before, whatever the machine's load.
    fake.respond(() => ({ delayMs: 10_000, reply: { json: lumiere } }));
    const started = Date.now();
    const error = await failure(provider(300).defineWord(wordRequest));
    expect(error.body.code).toBe("AI_TIMEOUT");
    expect(error.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(fake.requests).toHaveLength(1);
  });

  it("turns an upstream 429 into a 503 without retrying", async () => {
    fake.respond(() => ({ status: 429, message: "Rate limit reached", headers: { "retry-after": "7" } }));
    const error = await failure(provider().defineWord(wordRequest));
    expect(error.body.code).toBe("AI_UPSTREAM_BUSY");
    expect(error.status).toBe(503);
    expect(error.body).toMatchObject({ retryAfter: 7 });
    expect(error.message).toBe("Le service d'IA ne répond pas pour le moment. Veuillez réessayer plus tard.");
    expect(fake.requests).toHaveLength(1);
  });

  it("turns an upstream 500 into a 502 AI_UPSTREAM_ERROR", async () => {
    fake.respond(() => ({ status: 500 }));
    const error = await failure(
      provider().explainPassage({
        book: genesis,
        chapter: 1,
        verses: [],
        language: "french",
        passage: null,
      }),
    );
    expect(error.body.code).toBe("AI_UPSTREAM_ERROR");
    expect(error.status).toBe(502);
  });

  it("turns an unreachable server into a 502 AI_UPSTREAM_ERROR", async () => {
    const gone = await startFakeOpenAi();
    await gone.close();
    const unreachable = createOpenAiProvider({ model: "m", baseUrl: gone.url, log });
    const error = await failure(unreachable.contextInLanguage({ context: "Let there be light", language: "french" }));
    expect(error.body.code).toBe("AI_UPSTREAM_ERROR");
  });
});
