import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, type Reader, seedBible, startApi, type TestApi, untyped } from "../testing";

let api: TestApi;
let reader: Reader;
beforeAll(async () => {
  api = await startApi();
  await seedBible(api.db);
  reader = await api.signUp();
});
afterAll(() => api.close());

describe("preferences", () => {
  it("answers the SPEC §4 defaults to a user who never saved any, and 401 to guests", async () => {
    expect(await reader.caller.preferences.get({})).toEqual({
      selectedLanguages: ["french"],
      languageVersionMap: { french: "LSG" },
      primaryLanguage: "french",
      lastBook: null,
      lastChapter: null,
      lastVerse: null,
      desiredRetention: 0.9,
    });
    expect((await failure((await api.guest()).preferences.get({}))).status).toBe(401);
  });

  it("updates only what is sent, accepting codes and book identifiers", async () => {
    const updated = await reader.caller.preferences.update({
      selectedLanguages: ["fr", "en"],
      languageVersionMap: { fr: "LSG", en: "kjv" },
      lastBook: "Ps",
      lastChapter: 23,
      lastVerse: 1,
    });
    expect(updated).toEqual({
      selectedLanguages: ["french", "english"],
      languageVersionMap: { french: "LSG", english: "KJV" },
      primaryLanguage: "french",
      lastBook: "Psalms",
      lastChapter: 23,
      lastVerse: 1,
      desiredRetention: 0.9,
    });
    const partial = await reader.caller.preferences.update({ primaryLanguage: "de", desiredRetention: 0.85 });
    expect(partial).toMatchObject({
      primaryLanguage: "german",
      desiredRetention: 0.85,
      selectedLanguages: ["french", "english"],
      lastBook: "Psalms",
    });
    expect(await reader.caller.preferences.get({})).toEqual(partial);
  });

  it("changes the primary language, which becomes the first reading language", async () => {
    await reader.caller.preferences.update({
      selectedLanguages: ["french", "english"],
      languageVersionMap: { french: "LSG", english: "KJV" },
    });
    // Already read: moved first, its version kept.
    expect(await reader.caller.preferences.setPrimaryLanguage({ primaryLanguage: "english" })).toMatchObject({
      primaryLanguage: "english",
      selectedLanguages: ["english", "french"],
      languageVersionMap: { french: "LSG", english: "KJV" },
    });
    // Not read yet: in place of the first one, the others kept.
    const ukrainian = await reader.caller.preferences.setPrimaryLanguage({ primaryLanguage: "ukrainian" });
    expect(ukrainian).toMatchObject({ primaryLanguage: "ukrainian", selectedLanguages: ["ukrainian", "french"] });
    expect(ukrainian.languageVersionMap).toEqual({ french: "LSG" });
    const bad = await failure(reader.caller.preferences.setPrimaryLanguage({ primaryLanguage: "latin" }));
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("primaryLanguage");
  });

  it("dropping a language drops its version entry", async () => {
    await reader.caller.preferences.update({
      selectedLanguages: ["french", "english"],
      languageVersionMap: { french: "LSG", english: "KJV" },
    });
    expect(await reader.caller.preferences.update({ selectedLanguages: ["english"] })).toMatchObject({
      selectedLanguages: ["english"],
      languageVersionMap: { english: "KJV" },
    });
  });

  it.each([
    [{ selectedLanguages: ["fr", "en", "de", "es"] }, "selectedLanguages"],
    [{ selectedLanguages: [] }, "selectedLanguages"],
    [{ selectedLanguages: ["fr", "french"] }, "selectedLanguages.1"],
    [{ selectedLanguages: ["fr", "xx"] }, "selectedLanguages.1"],
    [{ selectedLanguages: ["fr"], languageVersionMap: { en: "KJV" } }, "languageVersionMap.en"],
    [{ selectedLanguages: ["fr"], languageVersionMap: { fr: "KJV" } }, "languageVersionMap.fr"],
    [{ selectedLanguages: ["fr"], languageVersionMap: { fr: "NOPE" } }, "languageVersionMap.fr"],
    [{ lastBook: "Genesis", lastChapter: 51 }, "lastChapter"],
    [{ lastBook: "Genesis", lastChapter: 1, lastVerse: 32 }, "lastVerse"],
    [{ lastBook: "Maccabees" }, "lastBook"],
    [{ lastChapter: "two" }, "lastChapter"],
  ])("refuses %j naming %s", async (input, field) => {
    const refused = await failure(reader.caller.preferences.update(untyped(input)));
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe(field);
    expect(refused.body.message).toContain(field);
  });
});

describe("verse history", () => {
  it("records a reading and moves the last position to its first verse", async () => {
    expect(
      await reader.caller.preferences.addHistory({
        book: "Genesis",
        chapter: 1,
        verses: "3-10",
        language: "fr",
        version: "LSG",
      }),
    ).toMatchObject({ book: "Genesis", chapter: 1, verses: "3-10", language: "french", version: "LSG" });
    expect(await reader.caller.preferences.get({})).toMatchObject({
      lastBook: "Genesis",
      lastChapter: 1,
      lastVerse: 3,
    });
    expect(await reader.caller.preferences.history({ limit: 5 })).toHaveLength(1);
  });

  it("refuses malformed readings naming the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ book: "Genesis", chapter: 1, verses: "abc", language: "fr", version: "LSG" }, "verses"],
      [{ book: "Genesis", chapter: 60, verses: "1", language: "fr", version: "LSG" }, "chapter"],
      [{ book: "Genesis", chapter: 1, verses: "1", language: "fr", version: "NOPE" }, "version"],
      [{ book: "Genesis", chapter: 1, verses: "1", language: "xx", version: "LSG" }, "language"],
    ];
    for (const [input, field] of cases) {
      const refused = await failure(reader.caller.preferences.addHistory(untyped(input)));
      expect(refused.status, field).toBe(400);
      expect(refused.body.field).toBe(field);
    }
  });
});
