import { alignVersion, installLexicon } from "@bible/lexicon";
import { BIBLES_DIR, installOriginalBooks, installVersionBooks, LEXICON_DIR } from "@bible/lexicon/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../testing";
import { silentLogger } from "./logger";
import { selectAiProvider } from "./select-provider";

// A word looked up while its version is still being aligned, then again once it is: the second answer follows the
// data (the alignment), not the cache of the first (issue 29: "alignment running, try again" stuck forever).

let api: TestApi;

const verse = "And now abideth faith, hope, charity, these three; but the greatest of these is charity.";
const charity = {
  word: "charity",
  context: "And now abideth faith, hope, charity, these three; but the greatest of these is [charity].",
  targetLanguage: "english",
  nativeLanguage: "fr",
  book: "1 Corinthians",
  chapter: 13,
  verse: 13,
  offset: verse.lastIndexOf("charity"),
  end: verse.lastIndexOf("charity") + 7,
};

beforeAll(async () => {
  api = await startApi({ ai: (db) => selectAiProvider({ provider: "offline" }, silentLogger, db) });
  await installLexicon(api.db, {
    lexiconDir: LEXICON_DIR,
    biblesDir: BIBLES_DIR,
    datasets: ["strongs-greek", "kjv-strongs"],
  });
  await installOriginalBooks(api.db, { greek: [[46, "1CO"]] });
  await installVersionBooks(api.db, "KJV", new Set([46]));
  await installVersionBooks(api.db, "LUT1912", new Set([46]));
}, 120_000);

afterAll(async () => {
  await api?.close();
});

/** The French pending note (lexicon.alignmentPending), as the reader reads it. */
const PENDING = /alignement/i;

describe("word definitions around an alignment", () => {
  it("'charity' in 1 Corinthians 13:13 (KJV): defined before the alignment, then after it, names ἀγάπη (G26)", async () => {
    const guest = await api.guest();
    const before = await guest.ai.wordDefinition({ ...charity, version: "KJV" });
    // Before the alignment: the KJV's own tag, or a note that the alignment is running, never another word.
    if (!before.hebrewExplanation?.includes("G26")) expect(before.hebrewExplanation).toMatch(PENDING);
    await alignVersion(api.db, "KJV");
    const after = await (await api.guest()).ai.wordDefinition({ ...charity, version: "KJV" });
    expect(after.hebrewExplanation).toContain("G26");
    expect(after.hebrewExplanation).toContain("ἀγάπη");
    expect(after.strongs).toBe("G26");
  });

  it("an untagged version (LUT1912) says its alignment is running, then answers from the alignment once done", async () => {
    const text = "Nun aber bleibt Glaube, Hoffnung, Liebe, diese drei; aber die Liebe ist die größte unter ihnen.";
    const clicked = {
      ...charity,
      word: "Liebe",
      context: "Nun aber bleibt Glaube, Hoffnung, [Liebe], diese drei",
      targetLanguage: "german",
      version: "LUT1912",
      offset: text.indexOf("Liebe"),
      end: text.indexOf("Liebe") + 5,
    };
    const ask = async () => (await api.guest()).ai.wordDefinition(clicked);
    const before = await ask();
    expect(before.hebrewExplanation).toMatch(PENDING);
    expect(before.strongs).toBeNull();
    // The answer says it is provisional, so the dialog asks again.
    expect(before.pending).toBe(true);
    await alignVersion(api.db, "LUT1912");
    const after = await ask();
    expect(after.hebrewExplanation).not.toMatch(PENDING);
    expect(after.pending).toBe(false);
  });
});
