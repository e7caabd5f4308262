import type { DbHandle } from "@bible/db";
import { createTestDb } from "@bible/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alignVersion } from "../alignment/run";
import { installOriginalBooks, installVersionBooks } from "../testing/books";
import { originalOfClickedWord } from "./aligned-word";
import { translationInContext } from "./in-context";

// The real KJV and ASV of John and Hebrews, with the Greek text, aligned from their own tags.
let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  await installOriginalBooks(handle.db, {
    greek: [
      [43, "JOH"],
      [58, "HEB"],
    ],
  });
  for (const code of ["KJV", "ASV"]) {
    await installVersionBooks(handle.db, code, new Set([43, 58]));
    await alignVersion(handle.db, code);
  }
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

const JOHN_3_18 = { book: 43, chapter: 3, verse: 18 };
const HEBREWS_11_1 = { book: 58, chapter: 11, verse: 1 };

const rendering = async (version: string, ref: typeof JOHN_3_18, strongs: string) => {
  const found = await translationInContext(handle.db, { ref, strongs, version });
  return found.status === "found" ? found.rendering : found.status;
};

describe("a tagged text's phrase tags", () => {
  it("give the original word to the content words only: 'of God' is 'God', 'he that believeth' is 'believeth'", async () => {
    expect(await rendering("KJV", JOHN_3_18, "G2316")).toBe("God");
    expect(await rendering("KJV", JOHN_3_18, "G3439")).toBe("only begotten");
    expect(await rendering("KJV", JOHN_3_18, "G3686")).toBe("name");
    // 'He that believeth … he that believeth … he hath not believed': 'hath' is no form of πιστεύω.
    expect(await rendering("KJV", JOHN_3_18, "G4100")).toBe("believeth, believed");
  });

  it("do not make a function word the original's word when it is clicked", async () => {
    const text =
      "He that believeth on him is not condemned: but he that believeth not is condemned already, because he hath not believed in the name of the only begotten Son of God.";
    const of = await originalOfClickedWord(handle.db, {
      ref: JOHN_3_18,
      version: "KJV",
      offset: text.lastIndexOf("of God"),
    });
    expect(of.status === "found" ? of.strongs : of.status).not.toBe("G2316");
    const god = await originalOfClickedWord(handle.db, {
      ref: JOHN_3_18,
      version: "KJV",
      offset: text.lastIndexOf("God"),
    });
    expect(god).toMatchObject({ status: "found", strongs: "G2316", text: "God" });
  });

  it("keep the words of a text whose tags touch apart: the ASV's 'of things hoped for'", async () => {
    const faith = await translationInContext(handle.db, { ref: HEBREWS_11_1, strongs: "G4102", version: "ASV" });
    expect(faith).toMatchObject({ status: "found", rendering: "faith" });
    expect(await rendering("ASV", HEBREWS_11_1, "G1679")).toBe("hoped");
  });
});
