import { lexiconEntries } from "@bible/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, type Reader, startApi, type TestApi, untyped } from "../testing";

let api: TestApi;
let reader: Reader;
beforeAll(async () => {
  api = await startApi();
  reader = await api.signUp();
});
afterAll(() => api.close());

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
    expect(await reader.caller.vocabulary.add({ ...word, userId: reader.id })).toMatchObject({
      word: "Lumière",
      language: "french",
      definition: "Ce qui rend les choses visibles",
      grammaticalInfo: { type: "nom féminin", translation: "light", pronunciation: "/ly.mjɛʁ/" },
    });
    await reader.caller.vocabulary.add({ ...word, word: "light", language: "en" });
    const all = await reader.caller.vocabulary.list({ userId: reader.id });
    expect(all.map((w) => w.word).sort()).toEqual(["Lumière", "light"]);
    const french = await reader.caller.vocabulary.list({ userId: reader.id, language: "french" });
    expect(french.map((w) => w.word)).toEqual(["Lumière"]);
  });

  it("updates the entry when the same word comes again in the same language, never duplicates", async () => {
    const again = await reader.caller.vocabulary.add({ ...word, word: " lumière ", definition: "Clarté" });
    const french = await reader.caller.vocabulary.list({ userId: reader.id, language: "fr" });
    expect(french).toHaveLength(1);
    expect(french[0]).toMatchObject({ id: again.id, definition: "Clarté" });
  });

  it("leaves out a missing value written as 'Non disponible' or '/.../', never stores or shows it", async () => {
    const saved = await reader.caller.vocabulary.add({
      ...word,
      word: "abîme",
      definition: "Non disponible",
      grammaticalInfo: {
        type: "nom masculin",
        translation: "Not available",
        infinitive: null,
        pronunciation: "/Non disponible/",
        conjugations: null,
      },
    });
    expect(saved.definition).toBe("");
    expect(saved.grammaticalInfo).toEqual({
      type: "nom masculin",
      translation: null,
      infinitive: null,
      pronunciation: null,
      conjugations: null,
    });
  });

  it("keeps the original word (the lexicon's lemma of its Strong's number) and the verse it was saved from", async () => {
    await api.db
      .insert(lexiconEntries)
      .values({ strongs: "H216", language: "hebrew", lemma: "אוֹר" })
      .onConflictDoNothing();
    const saved = await reader.caller.vocabulary.add({
      ...word,
      word: "clarté",
      strongs: "h216",
      place: { book: "Gen", chapter: 1, verse: 3 },
    });
    expect(saved).toMatchObject({
      original: { strongs: "H216", lemma: "אוֹר" },
      place: { book: "Genesis", bookId: "Gen", chapter: 1, verse: 3 },
    });
    // Saved again without a verse (an import): the entry keeps its origin. From another verse: it follows it.
    expect(await reader.caller.vocabulary.add({ ...word, word: "clarté" })).toMatchObject({
      original: { strongs: "H216" },
      place: { verse: 3 },
    });
    expect(
      await reader.caller.vocabulary.add({ ...word, word: "clarté", place: { book: "Psalms", chapter: 36, verse: 9 } }),
    ).toMatchObject({ original: null, place: { book: "Psalms", chapter: 36, verse: 9 } });
    // A word saved with no verse has neither.
    const plain = await reader.caller.vocabulary.add({ ...word, word: "rayon" });
    expect(plain).toMatchObject({ original: null, place: null });
  });

  it("deletes a word, then answers 404 for it", async () => {
    const [english] = await reader.caller.vocabulary.list({ userId: reader.id, language: "en" });
    const id = english?.id ?? 0;
    expect(await reader.caller.vocabulary.remove({ userId: reader.id, wordId: id })).toEqual({ deleted: true, id });
    expect((await failure(reader.caller.vocabulary.remove({ userId: reader.id, wordId: id }))).status).toBe(404);
  });

  it("refuses a blank word, an unknown language and a huge context, naming the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...word, word: "   " }, "word"],
      [{ ...word, language: "xx" }, "language"],
      [{ ...word, context: "x".repeat(2001) }, "context"],
      [{ ...word, grammaticalInfo: { conjugations: "présent" } }, "grammaticalInfo.conjugations"],
      [{ ...word, strongs: "216" }, "strongs"],
      [{ ...word, place: { book: "Genèse", chapter: 51, verse: 1 } }, "place.chapter"],
      [{ ...word, place: { book: "Livre", chapter: 1, verse: 1 } }, "place.book"],
      [{ ...word, place: { book: "Gen", chapter: 1, verse: 0 } }, "place.verse"],
    ];
    for (const [input, field] of cases) {
      const refused = await failure(reader.caller.vocabulary.add(untyped(input)));
      expect(refused.status, field).toBe(400);
      expect(refused.body.field).toBe(field);
    }
  });
});
