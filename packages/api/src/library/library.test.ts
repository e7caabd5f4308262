import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, type Reader, startApi, type TestApi, untyped } from "../testing";
import { recordQaEntry } from "./service";

let api: TestApi;
let reader: Reader;
beforeAll(async () => {
  api = await startApi();
  reader = await api.signUp();
});
afterAll(() => api.close());

describe("bookmarks", () => {
  it("saves a passage and lists it, newest first, with or without the user's id", async () => {
    const created = await reader.caller.library.addBookmark({
      book: "Genesis",
      chapter: 1,
      verse: 1,
      text: "Au commencement Dieu créa les cieux et la terre.",
      language: "french",
    });
    expect(created).toMatchObject({ book: "Genesis", bookId: "Gen", chapter: 1, verse: 1, language: "french" });
    expect(new Date(created.addedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    await reader.caller.library.addBookmark({
      book: "JHN",
      chapter: 3,
      text: "Car Dieu a tant aimé le monde",
      language: "fr",
    });
    const mine = await reader.caller.library.bookmarks({});
    expect(await reader.caller.library.bookmarks({ userId: reader.id })).toEqual(mine);
    expect(mine.map((b) => [b.book, b.verse])).toEqual([
      ["John", 1],
      ["Genesis", 1],
    ]);
  });

  it("stores an identical bookmark once, also when it is saved twice at once, under any spelling of the book", async () => {
    const saver = await api.signUp();
    const passage = { chapter: 4, text: "Ton peuple sera mon peuple", language: "fr" };
    const [first, ...again] = await Promise.all([
      saver.caller.library.addBookmark({ book: "Ruth", ...passage }),
      saver.caller.library.addBookmark({ book: "Ruth", ...passage }),
      saver.caller.library.addBookmark({ book: "RUT", ...passage, language: "french" }),
      saver.caller.library.addBookmark({ book: "8", ...passage, text: " Ton peuple sera mon peuple " }),
    ]);
    for (const same of again) expect(same).toEqual(first);
    expect(await saver.caller.library.bookmarks({})).toEqual([first]);
    // Another passage, language or text is another bookmark.
    await saver.caller.library.addBookmark({ book: "Ruth", ...passage, verse: 2 });
    await saver.caller.library.addBookmark({ book: "Ruth", ...passage, language: "en" });
    await saver.caller.library.addBookmark({ book: "Ruth", ...passage, text: "Où tu iras j'irai" });
    expect(await saver.caller.library.bookmarks({})).toHaveLength(4);
  });

  it("deletes a bookmark and answers 404 for one that is not the user's", async () => {
    const other = await api.signUp();
    const theirs = await other.caller.library.addBookmark({
      book: "Ruth",
      chapter: 1,
      text: "Ton peuple sera mon peuple",
      language: "fr",
    });
    const stolen = await failure(reader.caller.library.removeBookmark({ userId: reader.id, bookmarkId: theirs.id }));
    expect(stolen.status).toBe(404);
    expect(await other.caller.library.removeBookmark({ userId: other.id, bookmarkId: theirs.id })).toEqual({
      deleted: true,
      id: theirs.id,
    });
  });

  it("refuses references outside the canon and blank text, naming the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ book: "Jude", chapter: 2, text: "x", language: "fr" }, "chapter"],
      [{ book: "Jude", chapter: 1, verse: 26, text: "x", language: "fr" }, "verse"],
      [{ book: "Jude", chapter: 1, text: "  ", language: "fr" }, "text"],
      [{ book: "Enoch", chapter: 1, text: "x", language: "fr" }, "book"],
    ];
    for (const [input, field] of cases) {
      const refused = await failure(reader.caller.library.addBookmark(untyped(input)));
      expect(refused.status, field).toBe(400);
      expect(refused.body.field).toBe(field);
    }
  });
});

describe("questions and answers", () => {
  it("lists the asker's entries of a chapter newest first, saves and unsaves them in both forms", async () => {
    const entry = { chapter: 3, language: "fr" };
    const first = await recordQaEntry(api.db, {
      ...entry,
      userId: reader.id,
      book: "John",
      question: "Qui est Nicodème ?",
      answer: "Un **pharisien**.",
    });
    const second = await recordQaEntry(api.db, {
      ...entry,
      userId: reader.id,
      book: 43,
      question: "Que signifie naître de nouveau ?",
      answer: "Une naissance d'en haut.",
    });
    const other = await api.signUp();
    await recordQaEntry(api.db, { ...entry, userId: other.id, book: "John", question: "?", answer: "!" });

    const history = await reader.caller.library.qaHistory({ book: "John", chapter: 3 });
    expect(history.map((e) => [e.id, e.isSaved])).toEqual([
      [second.id, false],
      [first.id, false],
    ]);
    expect(await reader.caller.library.qaHistory({ book: "Genesis", chapter: 1 })).toEqual([]);

    expect(await reader.caller.library.saveQa({ id: first.id })).toEqual({ id: first.id, isSaved: true });
    await reader.caller.library.saveQa({ id: second.id });
    const library = await reader.caller.library.savedQa({ userId: reader.id });
    expect(library).toHaveLength(2);
    expect(library[0]).toMatchObject({
      book: "John",
      chapter: 3,
      question: expect.any(String),
      savedAt: expect.any(String),
    });

    expect(await reader.caller.library.unsaveQa({ id: first.id })).toEqual({ id: first.id, isSaved: false });
    expect(await reader.caller.library.unsaveQaOf({ userId: reader.id, qaId: second.id })).toEqual({
      id: second.id,
      isSaved: false,
    });
    expect(await reader.caller.library.savedQa({ userId: reader.id })).toEqual([]);
  });

  it("answers 404 when saving an entry that is not the user's", async () => {
    const other = await api.signUp();
    const theirs = await recordQaEntry(api.db, {
      userId: other.id,
      book: "Mark",
      chapter: 1,
      language: "fr",
      question: "?",
      answer: "!",
    });
    expect((await failure(reader.caller.library.saveQa({ id: theirs.id }))).status).toBe(404);
  });
});
