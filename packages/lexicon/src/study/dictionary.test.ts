import type { DbHandle } from "@bible/db";
import { createTestDb } from "@bible/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lookUpDictionary } from "./dictionary";

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
