import { recordQaEntry } from "@bible/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, as, signUp, startApp, type TestApp } from "./helpers";

let t: TestApp;
let reader: Account;
beforeAll(async () => {
  t = await startApp();
  reader = await signUp(t.app);
});
afterAll(() => t.close());

const word = {
  word: "Lumière",
  definition: "Ce qui rend les choses visibles",
  language: "fr",
  context: "Que la [lumière] soit !",
  grammaticalInfo: {
    type: "nom féminin",
    translation: "light",
    infinitive: null,
    pronunciation: "/ly.mjɛʁ/",
    conjugations: null,
  },
};

describe("vocabulary", () => {
  it("adds a word and lists it by user, optionally by language", async () => {
    const added = await t.app.inject(
      as(reader, { method: "POST", url: "/api/vocabulary", payload: { ...word, userId: reader.id } }),
    );
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      word: "Lumière",
      language: "french",
      definition: "Ce qui rend les choses visibles",
      grammaticalInfo: { type: "nom féminin", translation: "light", pronunciation: "/ly.mjɛʁ/" },
    });
    await t.app.inject(
      as(reader, { method: "POST", url: "/api/vocabulary", payload: { ...word, word: "light", language: "en" } }),
    );
    const all = await t.app.inject(as(reader, { method: "GET", url: `/api/vocabulary/${reader.id}` }));
    expect(
      all
        .json()
        .map((w: { word: string }) => w.word)
        .sort(),
    ).toEqual(["Lumière", "light"]);
    const french = await t.app.inject(
      as(reader, { method: "GET", url: `/api/vocabulary/${reader.id}?language=french` }),
    );
    expect(french.json().map((w: { word: string }) => w.word)).toEqual(["Lumière"]);
  });

  it("updates the entry when the same word comes again in the same language, never duplicates", async () => {
    const again = await t.app.inject(
      as(reader, {
        method: "POST",
        url: "/api/vocabulary",
        payload: { ...word, word: " lumière ", definition: "Clarté" },
      }),
    );
    expect(again.statusCode).toBe(200);
    const french = await t.app.inject(as(reader, { method: "GET", url: `/api/vocabulary/${reader.id}?language=fr` }));
    expect(french.json()).toHaveLength(1);
    expect(french.json()[0]).toMatchObject({ id: again.json().id, definition: "Clarté" });
  });

  it("deletes a word, then answers 404 for it", async () => {
    const list = await t.app.inject(as(reader, { method: "GET", url: `/api/vocabulary/${reader.id}?language=en` }));
    const id = list.json()[0].id;
    const deleted = await t.app.inject(as(reader, { method: "DELETE", url: `/api/vocabulary/${reader.id}/${id}` }));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true, id });
    const again = await t.app.inject(as(reader, { method: "DELETE", url: `/api/vocabulary/${reader.id}/${id}` }));
    expect(again.statusCode).toBe(404);
  });

  it("refuses a blank word, an unknown language and a huge context, naming the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...word, word: "   " }, "word"],
      [{ ...word, language: "xx" }, "language"],
      [{ ...word, context: "x".repeat(2001) }, "context"],
      [{ ...word, grammaticalInfo: { conjugations: "présent" } }, "grammaticalInfo.conjugations"],
    ];
    for (const [payload, field] of cases) {
      const response = await t.app.inject(as(reader, { method: "POST", url: "/api/vocabulary", payload }));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().field).toBe(field);
    }
  });
});

describe("bookmarks", () => {
  it("saves a passage (201) and lists it from both paths, newest first", async () => {
    const created = await t.app.inject(
      as(reader, {
        method: "POST",
        url: "/api/bookmarks",
        payload: {
          book: "Genesis",
          chapter: 1,
          verse: 1,
          text: "Au commencement Dieu créa les cieux et la terre.",
          language: "french",
        },
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ book: "Genesis", bookId: "Gen", chapter: 1, verse: 1, language: "french" });
    expect(new Date(created.json().addedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    await t.app.inject(
      as(reader, {
        method: "POST",
        url: "/api/bookmarks",
        payload: { book: "JHN", chapter: 3, text: "Car Dieu a tant aimé le monde", language: "fr" },
      }),
    );
    const mine = await t.app.inject(as(reader, { method: "GET", url: "/api/bookmarks" }));
    const byId = await t.app.inject(as(reader, { method: "GET", url: `/api/bookmarks/${reader.id}` }));
    expect(mine.json()).toEqual(byId.json());
    expect(mine.json().map((b: { book: string; verse: number }) => [b.book, b.verse])).toEqual([
      ["John", 1],
      ["Genesis", 1],
    ]);
  });

  it("deletes a bookmark and answers 404 for one that is not the user's", async () => {
    const other = await signUp(t.app);
    const theirs = await t.app.inject(
      as(other, {
        method: "POST",
        url: "/api/bookmarks",
        payload: { book: "Ruth", chapter: 1, text: "Ton peuple sera mon peuple", language: "fr" },
      }),
    );
    const stolen = await t.app.inject(
      as(reader, { method: "DELETE", url: `/api/bookmarks/${reader.id}/${theirs.json().id}` }),
    );
    expect(stolen.statusCode).toBe(404);
    const own = await t.app.inject(
      as(other, { method: "DELETE", url: `/api/bookmarks/${other.id}/${theirs.json().id}` }),
    );
    expect(own.statusCode).toBe(200);
  });

  it("refuses references outside the canon and blank text, naming the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ book: "Jude", chapter: 2, text: "x", language: "fr" }, "chapter"],
      [{ book: "Jude", chapter: 1, verse: 26, text: "x", language: "fr" }, "verse"],
      [{ book: "Jude", chapter: 1, text: "  ", language: "fr" }, "text"],
      [{ book: "Enoch", chapter: 1, text: "x", language: "fr" }, "book"],
    ];
    for (const [payload, field] of cases) {
      const response = await t.app.inject(as(reader, { method: "POST", url: "/api/bookmarks", payload }));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().field).toBe(field);
    }
  });
});

describe("questions and answers", () => {
  it("lists the asker's entries of a chapter newest first, saves and unsaves them from every path", async () => {
    const first = await recordQaEntry(t.db, {
      userId: reader.id,
      book: "John",
      chapter: 3,
      language: "fr",
      question: "Qui est Nicodème ?",
      answer: "Un **pharisien**.",
    });
    const second = await recordQaEntry(t.db, {
      userId: reader.id,
      book: 43,
      chapter: 3,
      language: "fr",
      question: "Que signifie naître de nouveau ?",
      answer: "Une naissance d'en haut.",
    });
    const other = await signUp(t.app);
    await recordQaEntry(t.db, {
      userId: other.id,
      book: "John",
      chapter: 3,
      language: "fr",
      question: "?",
      answer: "!",
    });

    const history = await t.app.inject(as(reader, { method: "GET", url: "/api/qa-history/John/3" }));
    expect(history.statusCode).toBe(200);
    expect(history.json().map((e: { id: number; isSaved: boolean }) => [e.id, e.isSaved])).toEqual([
      [second.id, false],
      [first.id, false],
    ]);
    expect((await t.app.inject(as(reader, { method: "GET", url: "/api/qa-history/Genesis/1" }))).json()).toEqual([]);

    const saved = await t.app.inject(as(reader, { method: "POST", url: `/api/qa-history/save/${first.id}` }));
    expect(saved.json()).toEqual({ id: first.id, isSaved: true });
    await t.app.inject(as(reader, { method: "POST", url: `/api/qa-history/save/${second.id}` }));
    const library = await t.app.inject(as(reader, { method: "GET", url: `/api/saved-qa/${reader.id}` }));
    expect(library.json()).toHaveLength(2);
    expect(library.json()[0]).toMatchObject({
      book: "John",
      chapter: 3,
      question: expect.any(String),
      savedAt: expect.any(String),
    });

    const unsaved = await t.app.inject(as(reader, { method: "DELETE", url: `/api/qa-history/save/${first.id}` }));
    expect(unsaved.json()).toEqual({ id: first.id, isSaved: false });
    const unsavedOf = await t.app.inject(
      as(reader, { method: "DELETE", url: `/api/qa-history/save/${reader.id}/${second.id}` }),
    );
    expect(unsavedOf.json()).toEqual({ id: second.id, isSaved: false });
    expect((await t.app.inject(as(reader, { method: "GET", url: `/api/saved-qa/${reader.id}` }))).json()).toEqual([]);
  });

  it("answers 404 when saving an entry that is not the user's", async () => {
    const other = await signUp(t.app);
    const theirs = await recordQaEntry(t.db, {
      userId: other.id,
      book: "Mark",
      chapter: 1,
      language: "fr",
      question: "?",
      answer: "!",
    });
    const response = await t.app.inject(as(reader, { method: "POST", url: `/api/qa-history/save/${theirs.id}` }));
    expect(response.statusCode).toBe(404);
  });
});
