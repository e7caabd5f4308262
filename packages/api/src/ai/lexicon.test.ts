import { alignVersion, installLexicon } from "@bible/lexicon";
import { BIBLES_DIR, installVersionBooks, LEXICON_DIR } from "@bible/lexicon/testing";
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
  // The KJV of 1 Corinthians as a reader sees it in /lire, aligned (from its own tags) like an installed version.
  await installVersionBooks(offline.db, "KJV", new Set([46]));
  await alignVersion(offline.db, "KJV");
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

  it("find the word the reader clicked by its place in the verse: 'charity' twice in 1 Corinthians 13:13", async () => {
    const verse = "And now abideth faith, hope, charity, these three; but the greatest of these is charity.";
    const offset = verse.lastIndexOf("charity");
    const clicked = {
      word: "charity",
      context: "And now abideth faith, hope, charity, these three; but the greatest of these is [charity].",
      targetLanguage: "english",
      nativeLanguage: "fr",
      book: "1 Corinthians",
      chapter: 13,
      verse: 13,
    };
    const answer = await (await offline.guest()).ai.wordDefinition({
      ...clicked,
      version: "KJV",
      offset,
      end: offset + 7,
    });
    expect(answer.hebrewExplanation).toContain("G26");
    expect(answer.hebrewExplanation).toContain("ἀγάπη");
    // 'these' stands for two Greek words in this verse: only the place tells which one was clicked.
    const these = (at: number) =>
      offline
        .guest()
        .then((api) =>
          api.ai.wordDefinition({ ...clicked, word: "these", context: verse, version: "KJV", offset: at, end: at + 5 }),
        );
    expect((await these(verse.indexOf("these"))).hebrewExplanation).toContain("G5023");
    expect((await these(verse.lastIndexOf("these"))).hebrewExplanation).toContain("G5130");
  });

  it("refuse a place without its verse or version, naming the field", async () => {
    const api = await offline.guest();
    const noVersion = await failure(api.ai.wordDefinition({ ...loved, offset: 7 }));
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.message).toContain("version");
    const noVerse = await failure(api.ai.wordDefinition({ ...loved, verse: null, version: "KJV", offset: 7 }));
    expect(noVerse.status).toBe(400);
    expect(noVerse.body.message).toContain("verse");
  });

  it("answer every offline look-up of a minute: only the site-wide limit applies to what costs nothing", async () => {
    const api = await offline.guest();
    const words = "For God so loved the world that he gave his only begotten Son".split(" ");
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const word = words[i % words.length] ?? "God";
        return api.ai.wordDefinition({ ...loved, word, context: `${i}: For God so [${word}] the world` });
      }),
    );
    expect(answers).toHaveLength(30);
    expect(new Set(answers.map((a) => a.word)).size).toBe(words.length);
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

describe("other occurrences of an original word", () => {
  it("list the verses of G26 (ἀγάπη) in the reader's version, paged, the aligned words highlighted", async () => {
    const api = await offline.guest();
    const first = await api.bible.occurrences({ strongs: "g26", language: "en", pageSize: 100 });
    expect(first).toMatchObject({ strongs: "G26", version: "KJV", language: "english", page: 1, pending: false });
    expect(first.total).toBeGreaterThan(100);
    expect(first.items).toHaveLength(100);
    expect(first.items[0]).toMatchObject({ book: 40, chapter: 24, verse: 12 });
    const verse = first.items.find((i) => i.book === 46 && i.chapter === 13 && i.verse === 13);
    expect(verse?.highlights.map((h) => verse.text?.slice(h.start, h.end))).toEqual(["charity", "charity"]);
    const second = await api.bible.occurrences({ strongs: "G26", language: "en", pageSize: 100, page: 2 });
    expect(second.items).toHaveLength(first.total - 100);
    expect(second.items[0]).not.toEqual(first.items[0]);
  });

  it("refuse what is not a Strong's number, and a version that is not installed, naming the field", async () => {
    const api = await offline.guest();
    const bad = await failure(api.bible.occurrences({ strongs: "X26", language: "en" }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("strongs");
    const absent = await failure(api.bible.occurrences({ strongs: "G26", language: "en", version: "LSG" }));
    expect(absent.status).toBe(400);
    expect(absent.body.message).toContain("version");
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
