import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type FakeOpenAi, startFakeOpenAi } from "@bible/api/testing";
import type { DbHandle } from "@bible/db";
import { createTestDb } from "@bible/db/testing";
import { installLexicon } from "@bible/lexicon";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { loadEnv } from "../src/env";

const shared = resolve(dirname(fileURLToPath(import.meta.url)), "../../../../shared/data");
const lexiconDir = process.env.LEXICON_SOURCE_DIR ?? resolve(shared, "lexicon");
const biblesDir = process.env.BIBLE_SOURCE_DIR ?? resolve(shared, "bibles");

let database: DbHandle;
let fake: FakeOpenAi;
let offline: FastifyInstance;
let model: FastifyInstance;

const loved = {
  word: "loved",
  context: "For God so [loved] the world",
  targetLanguage: "english",
  nativeLanguage: "fr",
  book: "John",
  chapter: 3,
  verse: 16,
};

beforeAll(async () => {
  [database, fake] = await Promise.all([createTestDb(), startFakeOpenAi()]);
  // What John 3:16 needs: the Greek lexicon, the KJV's tags, the Greek NT and the commentary.
  await installLexicon(database.db, {
    lexiconDir,
    biblesDir,
    datasets: ["strongs-greek", "kjv-strongs", "rp2018", "mhcc"],
  });
  offline = await buildApp({ env: loadEnv({ NODE_ENV: "test" }), database });
  model = await buildApp({
    env: loadEnv({ NODE_ENV: "test", OPENAI_BASE_URL: fake.url, OPENAI_MODEL: "fake-model" }),
    database,
  });
});

afterAll(async () => {
  await Promise.all([offline?.close(), model?.close()]);
  await Promise.all([database?.close(), fake?.close()]);
});

describe("offline word definitions (no model configured)", () => {
  it("answers 200 with the Greek word behind 'loved' in John 3:16, without calling any model", async () => {
    const response = await offline.inject({ method: "POST", url: "/api/word-definition", payload: loved });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.hebrew).toBeNull();
    expect(body.hebrewExplanation).toContain("ἀγαπάω");
    expect(body.infinitive).toBe("love");
    expect(body.pronunciation).toBe("/lʌvd/");
    expect(fake.requests).toHaveLength(0);
  });

  it("rejects a verse that does not exist, naming the field", async () => {
    const response = await offline.inject({
      method: "POST",
      url: "/api/word-definition",
      payload: { ...loved, verse: 99 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("verse");
  });

  it("explains John 3:16 from Matthew Henry, saying the commentary is in English", async () => {
    const response = await offline.inject({
      method: "POST",
      url: "/api/explanation",
      payload: { book: "John", chapter: 3, verses: "16", language: "fr" },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.explanation).toContain("en anglais");
    expect(body.explanation).toContain("Nicodemus");
    expect(body.keyThemes).toEqual(["Christ's discourse with Nicodemus (1-21)"]);
  });
});

describe("model word definitions enriched by the lexicon", () => {
  it("gives the model the Strong's entry and fills what the model left null", async () => {
    fake.respond((request) => {
      // Every field names itself, as a schema-bound model could answer; the original-language ones are null.
      const properties = Object.keys(request.schema.properties ?? {});
      const json = Object.fromEntries(properties.map((p) => [p, p]));
      return { json: { ...json, conjugations: null, hebrew: null, hebrewPhonetic: null, hebrewExplanation: null } };
    });
    const response = await model.inject({ method: "POST", url: "/api/word-definition", payload: loved });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(fake.requests[0]?.messages[1]?.content).toContain("Strong's G25: ἀγαπάω");
    expect(body.definition).toBe("definition");
    expect(body.hebrewExplanation).toContain("ἀγαπάω");
    expect(body.conjugations).toMatchObject({ past: "loved" });
  });
});

describe("GET /api/sources", () => {
  it("lists the data sets with their licences, required credits and whether they are installed", async () => {
    const response = await offline.inject({ method: "GET", url: "/api/sources" });
    expect(response.statusCode).toBe(200);
    const sources: { id: string; license: string; attribution: string | null; installed: boolean }[] =
      response.json().sources;
    const byId = new Map(sources.map((s) => [s.id, s]));
    expect(byId.get("oshb")).toMatchObject({ license: "CC BY 4.0 (WLC text: public domain)", installed: false });
    expect(byId.get("oshb")?.attribution).toContain("Open Scriptures Hebrew Bible");
    expect(byId.get("cross-references")?.attribution).toContain("OpenBible.info");
    expect(byId.get("strongs-greek")?.installed).toBe(true);
    expect(byId.get("cc-cedict")?.license).toBe("CC BY-SA 4.0");
  });
});
