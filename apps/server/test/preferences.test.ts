import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, as, seedBible, signUp, startApp, type TestApp } from "./helpers";

let t: TestApp;
let reader: Account;
beforeAll(async () => {
  t = await startApp();
  await seedBible(t.db);
  reader = await signUp(t.app);
});
afterAll(() => t.close());

const put = (payload: Record<string, unknown>) => as(reader, { method: "PUT", url: "/api/user/preferences", payload });

describe("preferences", () => {
  it("answers the SPEC §4 defaults to a user who never saved any, and 401 to guests", async () => {
    const response = await t.app.inject(as(reader, { method: "GET", url: "/api/user/preferences" }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      selectedLanguages: ["french"],
      languageVersionMap: { french: "LSG" },
      primaryLanguage: "french",
      lastBook: null,
      lastChapter: null,
      lastVerse: null,
    });
    expect((await t.app.inject({ method: "GET", url: "/api/user/preferences" })).statusCode).toBe(401);
  });

  it("PUT updates only what is sent, accepting codes and book identifiers", async () => {
    const response = await t.app.inject(
      put({
        selectedLanguages: ["fr", "en"],
        languageVersionMap: { fr: "LSG", en: "kjv" },
        lastBook: "Ps",
        lastChapter: 23,
        lastVerse: 1,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      selectedLanguages: ["french", "english"],
      languageVersionMap: { french: "LSG", english: "KJV" },
      primaryLanguage: "french",
      lastBook: "Psalms",
      lastChapter: 23,
      lastVerse: 1,
    });
    const partial = await t.app.inject(put({ primaryLanguage: "de" }));
    expect(partial.json()).toMatchObject({
      primaryLanguage: "german",
      selectedLanguages: ["french", "english"],
      lastBook: "Psalms",
    });
    const stored = await t.app.inject(as(reader, { method: "GET", url: "/api/user/preferences" }));
    expect(stored.json()).toEqual(partial.json());
  });

  it("PATCH changes the primary language", async () => {
    const response = await t.app.inject(
      as(reader, { method: "PATCH", url: "/api/user/preferences", payload: { primaryLanguage: "ukrainian" } }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().primaryLanguage).toBe("ukrainian");
    const bad = await t.app.inject(
      as(reader, { method: "PATCH", url: "/api/user/preferences", payload: { primaryLanguage: "latin" } }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("primaryLanguage");
  });

  it("dropping a language drops its version entry", async () => {
    const response = await t.app.inject(put({ selectedLanguages: ["english"] }));
    expect(response.json()).toMatchObject({ selectedLanguages: ["english"], languageVersionMap: { english: "KJV" } });
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
  ])("refuses %j naming %s", async (payload, field) => {
    const response = await t.app.inject(put(payload));
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    expect(response.json().message).toContain(field);
  });
});

describe("verse history", () => {
  it("records a reading and moves the last position to its first verse", async () => {
    const response = await t.app.inject(
      as(reader, {
        method: "POST",
        url: "/api/user/verse-history",
        payload: { book: "Genesis", chapter: 1, verses: "3-10", language: "fr", version: "LSG" },
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      book: "Genesis",
      chapter: 1,
      verses: "3-10",
      language: "french",
      version: "LSG",
    });
    const prefs = await t.app.inject(as(reader, { method: "GET", url: "/api/user/preferences" }));
    expect(prefs.json()).toMatchObject({ lastBook: "Genesis", lastChapter: 1, lastVerse: 3 });
    const list = await t.app.inject(as(reader, { method: "GET", url: "/api/user/verse-history?limit=5" }));
    expect(list.json()).toHaveLength(1);
  });

  it("refuses malformed readings naming the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ book: "Genesis", chapter: 1, verses: "abc", language: "fr", version: "LSG" }, "verses"],
      [{ book: "Genesis", chapter: 60, verses: "1", language: "fr", version: "LSG" }, "chapter"],
      [{ book: "Genesis", chapter: 1, verses: "1", language: "fr", version: "NOPE" }, "version"],
      [{ book: "Genesis", chapter: 1, verses: "1", language: "xx", version: "LSG" }, "language"],
    ];
    for (const [payload, field] of cases) {
      const response = await t.app.inject(as(reader, { method: "POST", url: "/api/user/verse-history", payload }));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().field).toBe(field);
    }
  });
});
