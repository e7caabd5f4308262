import type { DbHandle } from "@bible/db";
import { createTestDb } from "@bible/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dictionaryEntry } from "../testing/dictionary";
import { type DictionaryEntry, lookUpDictionary, matchingCase } from "./dictionary";

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

describe("dictionary look-ups", () => {
  it("finds no entry for words that are names of a plain object's own machinery ('constructor', '__proto__')", async () => {
    // A gloss may end in 'constructor' (a builder): the word study of its verse used to throw 'not iterable'.
    for (const word of ["constructor", "__proto__", "toString"]) {
      await expect(lookUpDictionary(handle.db, "english", "french", [word])).resolves.toEqual([]);
    }
  });
});

describe("entries of the clicked word's case", () => {
  const entry = (headword: string, partOfSpeech: DictionaryEntry["partOfSpeech"], senses: string[]) =>
    dictionaryEntry({ headword, partOfSpeech, senses, dictionary: "fra-rus", reversed: true });

  it("does not give a name's sense to a word written in lower case: 'чашу' (a cup) is not the constellation 'Чаша'", () => {
    const constellation = entry("Чаша", "properNoun", ["Coupe"]);
    expect(matchingCase([constellation], "чашу")).toEqual([]);
    // A capital may begin the sentence: 'Чашу' keeps the entries it has.
    expect(matchingCase([constellation], "Чашу")).toEqual([constellation]);
    const cup = entry("чаша", "noun", ["coupe"]);
    expect(matchingCase([constellation, cup], "чашу")).toEqual([cup]);
    // A capitalised common noun (German) is still an entry of a lower-case form.
    const noun = entry("Welt", "noun", ["monde"]);
    expect(matchingCase([noun], "welt")).toEqual([noun]);
  });
});
