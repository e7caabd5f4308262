import { installLexicon } from "@bible/lexicon";
import { BIBLES_DIR, LEXICON_DIR } from "@bible/lexicon/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAi, failure, startApi, startFakeOpenAi, type TestApi } from "../testing";
import { silentLogger } from "./logger";
import { selectAiProvider } from "./select-provider";

// The AI calls on the real lexicon data: the offline provider alone, and the model with the lexicon's help.

let fake: FakeOpenAi;
let offline: TestApi;
let model: TestApi;

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
  fake = await startFakeOpenAi();
  offline = await startApi({ ai: (db) => selectAiProvider({ provider: "auto" }, silentLogger, db) });
  model = await startApi({
    database: offline.database,
    ai: (db) => selectAiProvider({ provider: "auto", model: "fake-model", baseUrl: fake.url }, silentLogger, db),
  });
  // What John 3:16 needs: the Greek lexicon, the KJV's tags, the Greek NT and the commentary.
  await installLexicon(offline.db, {
    lexiconDir: LEXICON_DIR,
    biblesDir: BIBLES_DIR,
    datasets: ["strongs-greek", "kjv-strongs", "rp2018", "mhcc"],
  });
});

afterAll(async () => {
  await Promise.all([model?.close(), fake?.close()]);
  await offline?.close();
});

describe("offline word definitions (no model configured)", () => {
  it("answer with the Greek word behind 'loved' in John 3:16, without calling any model", async () => {
    const answer = await (await offline.guest()).ai.wordDefinition(loved);
    expect(answer.hebrew).toBeNull();
    expect(answer.hebrewExplanation).toContain("ἀγαπάω");
    expect(answer.infinitive).toBe("love");
    expect(answer.pronunciation).toBe("/lʌvd/");
    expect(fake.requests).toHaveLength(0);
  });

  it("reject a verse that does not exist, naming the field", async () => {
    const refused = await failure((await offline.guest()).ai.wordDefinition({ ...loved, verse: 99 }));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain("verse");
  });

  it("explain John 3:16 from Matthew Henry, saying the commentary is in English", async () => {
    const answer = await (await offline.guest()).ai.explanation({
      book: "John",
      chapter: 3,
      verses: "16",
      language: "fr",
    });
    expect(answer.explanation).toContain("en anglais");
    expect(answer.explanation).toContain("Nicodemus");
    expect(answer.keyThemes).toEqual(["Christ's discourse with Nicodemus (1-21)"]);
  });
});

describe("model word definitions enriched by the lexicon", () => {
  it("give the model the Strong's entry and fill what the model left null", async () => {
    fake.respond((request) => {
      // Every field names itself, as a schema-bound model could answer; the original-language ones are null.
      const properties = Object.keys(request.schema.properties ?? {});
      const json = Object.fromEntries(properties.map((p) => [p, p]));
      return { json: { ...json, conjugations: null, hebrew: null, hebrewPhonetic: null, hebrewExplanation: null } };
    });
    const answer = await (await model.guest()).ai.wordDefinition(loved);
    expect(fake.requests[0]?.messages[1]?.content).toContain("Strong's G25: ἀγαπάω");
    expect(answer.definition).toBe("definition");
    expect(answer.hebrewExplanation).toContain("ἀγαπάω");
    expect(answer.conjugations).toMatchObject({ past: "loved" });
  });
});

describe("the sources page", () => {
  it("lists the data sets with their licences, required credits and whether they are installed", async () => {
    const { sources } = await (await offline.guest()).sources.list();
    const byId = new Map(sources.map((s) => [s.id, s]));
    expect(byId.get("oshb")).toMatchObject({ license: "CC BY 4.0 (WLC text: public domain)", installed: false });
    expect(byId.get("oshb")?.attribution).toContain("Open Scriptures Hebrew Bible");
    expect(byId.get("cross-references")?.attribution).toContain("OpenBible.info");
    expect(byId.get("strongs-greek")?.installed).toBe(true);
    expect(byId.get("cc-cedict")?.license).toBe("CC BY-SA 4.0");
  });
});
